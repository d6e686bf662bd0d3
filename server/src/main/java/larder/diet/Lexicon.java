package larder.diet;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import larder.ingredient.CanonicalName;

/**
 * The diet lexicon ({@code diet/lexicon.txt}): food names and the traits each has for certain or may have. A name is
 * read as a row of phrases, longest first from the left, so "almond milk" is one food (a tree nut, not dairy) and
 * "cream of tartar" is not cream. Words that do not change what a food is ("unsalted", "red") are passed over; any
 * other word the lexicon does not know leaves the name incompletely known, which makes labels it could break null.
 */
final class Lexicon {

    /**
     * Words that claim a food is free of something ("gluten-free pasta", "vegan mayonnaise"): the claim decides
     * the labels it names, and every other label of the line becomes unknown, since the product is then not the
     * food the rest of the name says.
     */
    private static final Map<String, Set<Label>> CLAIMS = Map.ofEntries(
            Map.entry("gluten free", EnumSet.of(Label.GLUTEN_FREE)),
            Map.entry("dairy free", EnumSet.of(Label.DAIRY_FREE)),
            Map.entry("non dairy", EnumSet.of(Label.DAIRY_FREE)),
            Map.entry("lactose free", EnumSet.noneOf(Label.class)),
            Map.entry("egg free", EnumSet.of(Label.EGG_FREE)),
            Map.entry("eggless", EnumSet.of(Label.EGG_FREE)),
            Map.entry("nut free", EnumSet.of(Label.TREE_NUT_FREE, Label.PEANUT_FREE)),
            Map.entry("soy free", EnumSet.of(Label.SOY_FREE)),
            Map.entry("vegan", EnumSet.of(Label.VEGAN, Label.VEGETARIAN, Label.PESCATARIAN, Label.DAIRY_FREE,
                    Label.EGG_FREE, Label.FISH_FREE, Label.SHELLFISH_FREE)),
            Map.entry("plant based", EnumSet.of(Label.VEGAN, Label.VEGETARIAN, Label.PESCATARIAN, Label.DAIRY_FREE,
                    Label.EGG_FREE, Label.FISH_FREE, Label.SHELLFISH_FREE)),
            Map.entry("vegetarian", EnumSet.of(Label.VEGETARIAN, Label.PESCATARIAN)),
            Map.entry("meatless", EnumSet.of(Label.VEGETARIAN, Label.PESCATARIAN)),
            Map.entry("meat free", EnumSet.of(Label.VEGETARIAN, Label.PESCATARIAN)));

    private static final int LONGEST_CLAIM = 2;

    /** What the lexicon says of one food. */
    record Entry(Set<Trait> traits, Set<Trait> unsure) {
    }

    /**
     * What the lexicon makes of a whole name.
     *
     * @param traits   what some phrase of it surely has
     * @param unsure   what some phrase of it may have (bread may hold milk)
     * @param complete every word was known or passed over
     * @param claimed  the labels a claim word vouches for, or null when the name makes no claim
     * @param unknown  the words not known, in order
     */
    record Reading(Set<Trait> traits, Set<Trait> unsure, boolean complete, Set<Label> claimed, List<String> unknown) {
    }

    private static final Lexicon DEFAULT = load("/diet/lexicon.txt");

    private final Map<String, Entry> entries;
    private final Set<String> neutral;
    private final int longest;

    private Lexicon(Map<String, Entry> entries, Set<String> neutral) {
        this.entries = Map.copyOf(entries);
        this.neutral = Set.copyOf(neutral);
        this.longest = entries.keySet().stream().mapToInt(k -> k.split(" ").length).max().orElse(1);
    }

    static Lexicon standard() {
        return DEFAULT;
    }

    /** How many foods the lexicon knows. */
    int size() {
        return entries.size();
    }

    Reading read(String name) {
        List<String> words = new ArrayList<>(words(name));
        Set<Label> claimed = null;
        for (int i = 0; i < words.size(); i++) {
            for (int n = Math.min(LONGEST_CLAIM, words.size() - i); n >= 1; n--) {
                Set<Label> claim = CLAIMS.get(String.join(" ", words.subList(i, i + n)));
                if (claim != null) {
                    claimed = claimed == null ? EnumSet.noneOf(Label.class) : claimed;
                    claimed.addAll(claim);
                    words.subList(i, i + n).clear();
                    i--;
                    break;
                }
            }
        }
        Set<Trait> traits = EnumSet.noneOf(Trait.class);
        Set<Trait> unsure = EnumSet.noneOf(Trait.class);
        List<String> unknown = new ArrayList<>();
        boolean matched = false;
        int i = 0;
        while (i < words.size()) {
            int taken = 0;
            for (int n = Math.min(longest, words.size() - i); n >= 1 && taken == 0; n--) {
                Entry entry = entries.get(String.join(" ", words.subList(i, i + n)));
                if (entry != null) {
                    traits.addAll(entry.traits());
                    unsure.addAll(entry.unsure());
                    matched = true;
                    taken = n;
                }
            }
            if (taken == 0) {
                String word = words.get(i);
                if (!neutral.contains(word)) {
                    unknown.add(word);
                }
                taken = 1;
            }
            i += taken;
        }
        // A name of passed-over words alone ("fresh", "red") names no food: it is not known.
        boolean complete = matched && unknown.isEmpty();
        if (!matched && unknown.isEmpty()) {
            unknown.addAll(words);
        }
        unsure.removeAll(traits);
        return new Reading(traits, unsure, complete, claimed, List.copyOf(unknown));
    }

    /** The words of a name as the lexicon compares them: canonical, hyphens and apostrophes taken as spaces. */
    static List<String> words(String name) {
        String canonical = CanonicalName.of(name).toLowerCase(Locale.ROOT);
        List<String> words = new ArrayList<>();
        for (String word : canonical.split("[\\s\\-'\u2019]+")) {
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        return words;
    }

    static Lexicon load(String resource) {
        try (InputStream in = Lexicon.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("No diet lexicon at " + resource);
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Lines of {@code name: trait ?trait}, where a bare trait is certain and {@code ?trait} possible; no trait at
     * all is a plainly safe food. {@code neutral: word word} lists words passed over. {@code #} starts a comment.
     */
    static Lexicon parse(List<String> lines) {
        Map<String, Entry> entries = new HashMap<>();
        Set<String> neutral = new HashSet<>();
        List<String> conflicts = new ArrayList<>();
        int number = 0;
        for (String raw : lines) {
            number++;
            int hash = raw.indexOf('#');
            String line = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (line.isEmpty()) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IllegalStateException("Diet lexicon line " + number + " has no name: " + raw);
            }
            String head = line.substring(0, colon).strip();
            List<String> tail = Arrays.stream(line.substring(colon + 1).strip().split("\\s+"))
                    .filter(s -> !s.isEmpty()).toList();
            if (head.equals("neutral")) {
                tail.forEach(w -> neutral.addAll(words(w)));
                continue;
            }
            Set<Trait> traits = EnumSet.noneOf(Trait.class);
            Set<Trait> unsure = EnumSet.noneOf(Trait.class);
            int at = number;
            for (String code : tail) {
                boolean possible = code.startsWith("?");
                Trait trait = Trait.fromCode(possible ? code.substring(1) : code).orElseThrow(
                        () -> new IllegalStateException("Diet lexicon line " + at + ": no trait " + code));
                (possible ? unsure : traits).add(trait);
            }
            for (String name : head.split("\\s*,\\s*")) {
                // Two spellings may meet in one canonical form ("eggs", "egg"); they must then agree.
                String key = String.join(" ", words(name));
                Entry entry = new Entry(traits, unsure);
                Entry before = entries.put(key, entry);
                if (key.isEmpty() || (before != null && !before.equals(entry))) {
                    conflicts.add("line " + number + ": " + name + " is empty or listed before (as " + key
                            + ") with other traits");
                }
            }
        }
        if (!conflicts.isEmpty()) {
            throw new IllegalStateException("Diet lexicon: " + String.join("; ", conflicts));
        }
        return new Lexicon(entries, neutral);
    }
}
