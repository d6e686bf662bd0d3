package larder.diet;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * Reads one line into its twelve label values through the lexicon and, when the line has one, its food link. A
 * label is true only when everything the line names is known and nothing known breaks it: never on a guess.
 */
final class DietLabels {

    private DietLabels() {
    }

    static Map<Label, Boolean> values(DietLine line) {
        return values(line, Lexicon.standard());
    }

    static Map<Label, Boolean> values(DietLine line, Lexicon lexicon) {
        Lexicon.Reading reading = lexicon.read(line.name());
        if (line.food() != null) {
            // The food link is a second reading of the same food: what either says it has, it has; and it is known
            // when either reading knows all of it.
            Lexicon.Reading linked = lexicon.read(line.food().description());
            reading = merge(reading, linked);
        }
        Set<Label> broken = EnumSet.noneOf(Label.class);
        reading.traits().forEach(t -> broken.addAll(t.breaks()));
        Set<Label> doubtful = EnumSet.noneOf(Label.class);
        reading.unsure().forEach(t -> doubtful.addAll(t.breaks()));
        Map<Label, Boolean> values = new EnumMap<>(Label.class);
        for (Label label : Label.values()) {
            Boolean value;
            if (reading.claimed() != null && reading.claimed().contains(label)) {
                // "vegan mayonnaise": the claim on the product overrides what its name alone would say.
                value = true;
            } else if (broken.contains(label)) {
                value = false;
            } else if (!reading.complete() || doubtful.contains(label) || reading.claimed() != null) {
                value = null;
            } else {
                value = true;
            }
            values.put(label, value);
        }
        return values;
    }

    private static Lexicon.Reading merge(Lexicon.Reading a, Lexicon.Reading b) {
        Set<Trait> traits = EnumSet.noneOf(Trait.class);
        traits.addAll(a.traits());
        traits.addAll(b.traits());
        Set<Trait> unsure = EnumSet.noneOf(Trait.class);
        if (!a.complete() || !b.complete()) {
            // A reading that knows all of the food settles what the other only suspected.
            Lexicon.Reading sure = a.complete() ? a : b.complete() ? b : null;
            if (sure == null) {
                unsure.addAll(a.unsure());
                unsure.addAll(b.unsure());
            } else {
                unsure.addAll(sure.unsure());
            }
        } else {
            unsure.addAll(a.unsure());
            unsure.addAll(b.unsure());
        }
        unsure.removeAll(traits);
        Set<Label> claimed = a.claimed() == null ? b.claimed() : a.claimed();
        java.util.List<String> unknown = a.complete() || b.complete() ? java.util.List.of() : a.unknown();
        return new Lexicon.Reading(traits, unsure, a.complete() || b.complete(), claimed, unknown);
    }
}
