package larder.food;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * Every food of SR28, read once from the jar ({@code food/sr28.tsv.gz}, made by {@code tools/food/derive_sr28.py},
 * whose header documents the format). Immutable after loading, so it is shared freely between threads.
 */
public final class FoodTable {

    static final String RESOURCE = "/food/sr28.tsv.gz";

    private final List<Food> foods;
    private final Map<String, Food> byNdb;
    private final Map<String, FoodGroup> groups;
    /** Each food's words (lower case, split at anything that is not a letter or digit), in the order of foods. */
    private final List<String[]> words;
    private final String digest;
    /** Foods by the first two parts of their name, for {@link #similar}. */
    private final Map<String, List<Food>> kin;

    private FoodTable(List<Food> foods, Map<String, FoodGroup> groups, String digest) {
        this.foods = List.copyOf(foods);
        this.groups = Map.copyOf(groups);
        this.digest = digest;
        Map<String, Food> index = new HashMap<>(foods.size() * 2);
        List<String[]> split = new ArrayList<>(foods.size());
        for (Food food : foods) {
            index.put(food.ndb(), food);
            split.add(FoodWords.of(food.name()).toArray(String[]::new));
        }
        this.byNdb = Map.copyOf(index);
        this.words = List.copyOf(split);
        Map<String, List<Food>> kinds = new HashMap<>();
        for (Food food : foods) {
            kinds.computeIfAbsent(kinKey(food), key -> new ArrayList<>()).add(food);
        }
        this.kin = Map.copyOf(kinds);
    }

    /** Reads the table shipped in the jar. Takes a few hundred milliseconds: load it once. */
    public static FoodTable load() {
        try (InputStream raw = FoodTable.class.getResourceAsStream(RESOURCE)) {
            if (raw == null) {
                throw new IllegalStateException("The food table " + RESOURCE + " is not on the class path");
            }
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return read(new GZIPInputStream(new DigestInputStream(raw, sha), 1 << 16), sha);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static FoodTable read(InputStream in, MessageDigest sha) throws IOException {
        Map<String, FoodGroup> groups = new HashMap<>();
        List<Food> foods = new ArrayList<>(9000);
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        String pendingNdb = null;
        String pendingName = null;
        FoodGroup pendingGroup = null;
        Nutrients pendingNutrients = null;
        List<Portion> portions = new ArrayList<>();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (line.isEmpty() || line.charAt(0) == '#') {
                continue;
            }
            String[] f = line.split("\t", -1);
            switch (f[0]) {
                case "G" -> groups.put(f[1], new FoodGroup(f[1], f[2]));
                case "F" -> {
                    if (pendingNdb != null) {
                        foods.add(new Food(pendingNdb, pendingName, pendingGroup, portions, pendingNutrients));
                    }
                    pendingNdb = f[1];
                    pendingGroup = groups.get(f[2]);
                    if (pendingGroup == null) {
                        throw new IllegalStateException("Food " + f[1] + " names an unknown group " + f[2]);
                    }
                    pendingName = f[3];
                    double[] values = new double[Nutrients.COUNT];
                    for (int i = 0; i < values.length; i++) {
                        values[i] = f[4 + i].isEmpty() ? Double.NaN : Double.parseDouble(f[4 + i]);
                    }
                    pendingNutrients = Nutrients.of(values);
                    portions = new ArrayList<>();
                }
                case "P" -> portions.add(
                        new Portion(Double.parseDouble(f[2]), f[3], Double.parseDouble(f[4])));
                default -> throw new IllegalStateException("Unknown record in the food table: " + f[0]);
            }
        }
        if (pendingNdb != null) {
            foods.add(new Food(pendingNdb, pendingName, pendingGroup, portions, pendingNutrients));
        }
        in.transferTo(java.io.OutputStream.nullOutputStream());
        return new FoodTable(foods, groups, HexFormat.of().formatHex(sha.digest(), 0, 8));
    }

    public List<Food> foods() {
        return foods;
    }

    /** A food by its NDB number ("01001"). */
    public Optional<Food> byNdb(String ndb) {
        return Optional.ofNullable(byNdb.get(ndb));
    }

    /** A food by its public id ("sr28:01001"); empty for any other string. */
    public Optional<Food> byId(String id) {
        return id != null && id.startsWith(Food.ID_PREFIX)
                ? byNdb(id.substring(Food.ID_PREFIX.length()))
                : Optional.empty();
    }

    public Optional<FoodGroup> group(String code) {
        return Optional.ofNullable(groups.get(code));
    }

    /**
     * Foods that are the same food in another state: those whose first two parts of the name are this one's ("Nuts,
     * cashew nuts, raw" and "Nuts, cashew nuts, dry roasted, ..."), in the table's order, without the food itself.
     */
    public List<Food> similar(Food food) {
        return kin.getOrDefault(kinKey(food), List.of()).stream().filter(other -> other != food).toList();
    }

    private static String kinKey(Food food) {
        String[] parts = food.name().split(",");
        return parts.length < 2 ? food.name() : parts[0].strip() + "," + parts[1].strip();
    }

    /** A short digest of the shipped file: it changes whenever the table does. */
    public String digest() {
        return digest;
    }

    /** The words of the food at {@code index} of {@link #foods()}. */
    String[] wordsAt(int index) {
        return words.get(index);
    }

    /**
     * Foods whose name has, for every word of the query, a word that starts with it ("butt salt" finds "Butter,
     * salted"), best first: those whose first part (before the first comma) holds the query's first word, then
     * shorter names, then by NDB number. Each result carries its rank, which a cursor holds.
     */
    public List<Ranked> search(String query) {
        List<String> terms = FoodWords.of(query);
        List<Ranked> found = new ArrayList<>();
        if (terms.isEmpty()) {
            return found;
        }
        for (int i = 0; i < foods.size(); i++) {
            String[] name = words.get(i);
            boolean all = true;
            for (String term : terms) {
                if (Arrays.stream(name).noneMatch(word -> word.startsWith(term))) {
                    all = false;
                    break;
                }
            }
            if (all) {
                Food food = foods.get(i);
                String head = food.name().split(",", 2)[0].toLowerCase(Locale.ROOT);
                boolean inHead = FoodWords.of(head).stream().anyMatch(word -> word.startsWith(terms.getFirst()));
                found.add(new Ranked(food, (inHead ? 0 : 1000) + name.length));
            }
        }
        found.sort(Ranked.ORDER);
        return found;
    }

    /** A search result and its rank: lower ranks come first, and ties go by NDB number. */
    public record Ranked(Food food, int rank) {

        static final java.util.Comparator<Ranked> ORDER = java.util.Comparator.comparingInt(Ranked::rank)
                .thenComparing(ranked -> ranked.food().ndb());
    }
}
