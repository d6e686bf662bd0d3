package larder.user;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import larder.diet.Allergen;
import larder.diet.Diet;
import larder.ingredient.CanonicalName;
import larder.platform.Sent;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;

/**
 * What a user eats (docs/api.md §15): diets kept, allergens avoided, disliked ingredients, how many they cook for
 * and how long they will spend. An invalid one cannot be made: {@link #with} checks the whole result and reports
 * every problem at once, each with its JSON Pointer.
 */
public record Preferences(List<Diet> diets, List<Allergen> avoid, List<String> dislikes, Integer householdSize,
                          Integer maxTotalMinutes) {

    public static final int MAX_DISLIKES = 50;
    public static final int MAX_DISLIKE = 100;
    public static final int MIN_HOUSEHOLD = 1;
    public static final int MAX_HOUSEHOLD = 20;
    public static final int MIN_TOTAL_MINUTES = 1;
    /** A week: longer than any recipe, short enough that a typo (a year in minutes) is caught. */
    public static final int MAX_TOTAL_MINUTES = 10_080;

    public static final Preferences NONE = new Preferences(List.of(), List.of(), List.of(), null, null);

    public Preferences {
        diets = List.copyOf(diets);
        avoid = List.copyOf(avoid);
        dislikes = List.copyOf(dislikes);
    }

    /** A PATCH: each member left out keeps what is there, and one sent as null clears it. */
    public record Change(Sent<List<String>> diets, Sent<List<String>> avoid, Sent<List<String>> dislikes,
                         Sent<Integer> householdSize, Sent<Integer> maxTotalMinutes) {
    }

    /** These preferences with the change laid over them; 422 {@code request.invalid} naming every wrong member. */
    public Preferences with(Change change) {
        List<FieldProblem> problems = new ArrayList<>();
        List<Diet> newDiets = change.diets().isSent()
                ? codes(change.diets().value(), "/diets", Diet::fromCode, "vegan, vegetarian, pescatarian, "
                + "gluten_free or dairy_free", problems) : diets;
        List<Allergen> newAvoid = change.avoid().isSent()
                ? codes(change.avoid().value(), "/avoid", Allergen::fromCode, "milk, egg, fish, shellfish, tree_nut, "
                + "peanut, wheat, soy or sesame", problems) : avoid;
        List<String> newDislikes = change.dislikes().isSent() ? dislikes(change.dislikes().value(), problems)
                : dislikes;
        Integer household = change.householdSize().or(householdSize);
        if (household != null && (household < MIN_HOUSEHOLD || household > MAX_HOUSEHOLD)) {
            problems.add(FieldProblem.invalid("/household_size", "must be " + MIN_HOUSEHOLD + " to " + MAX_HOUSEHOLD));
        }
        Integer minutes = change.maxTotalMinutes().or(maxTotalMinutes);
        if (minutes != null && (minutes < MIN_TOTAL_MINUTES || minutes > MAX_TOTAL_MINUTES)) {
            problems.add(FieldProblem.invalid("/max_total_minutes", "must be " + MIN_TOTAL_MINUTES + " to "
                    + MAX_TOTAL_MINUTES));
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return new Preferences(newDiets, newAvoid, newDislikes, household, minutes);
    }

    private static <T> List<T> codes(List<String> sent, String pointer,
                                     java.util.function.Function<String, Optional<T>> parse, String allowed,
                                     List<FieldProblem> problems) {
        if (sent == null) {
            return List.of();
        }
        Set<T> values = new LinkedHashSet<>();
        for (int i = 0; i < sent.size(); i++) {
            String code = sent.get(i);
            Optional<T> value = code == null ? Optional.empty() : parse.apply(code);
            if (value.isEmpty()) {
                problems.add(FieldProblem.invalid(pointer + "/" + i, "must be one of " + allowed));
            } else {
                values.add(value.get());
            }
        }
        return List.copyOf(values);
    }

    /** Dislikes are kept as written, one per canonical name ("Cilantro" and "cilantro" are one). */
    private static List<String> dislikes(List<String> sent, List<FieldProblem> problems) {
        if (sent == null) {
            return List.of();
        }
        if (sent.size() > MAX_DISLIKES) {
            problems.add(FieldProblem.invalid("/dislikes", "at most " + MAX_DISLIKES + " ingredients"));
            return List.of();
        }
        Map<String, String> byCanonical = new LinkedHashMap<>();
        for (int i = 0; i < sent.size(); i++) {
            String name = sent.get(i) == null ? null : sent.get(i).strip();
            if (name == null || name.isEmpty() || name.length() > MAX_DISLIKE || CanonicalName.of(name).isEmpty()) {
                problems.add(FieldProblem.invalid("/dislikes/" + i, "must be an ingredient name of 1 to "
                        + MAX_DISLIKE + " characters"));
            } else {
                byCanonical.putIfAbsent(CanonicalName.of(name), name);
            }
        }
        return List.copyOf(byCanonical.values());
    }
}
