package larder.ingredient;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Combines list and cart items into the lines a shopper reads (spec section 5, "Combining"). A pure function:
 * the same items in the same order always give the same lines.
 *
 * <p>The rules:
 * <ul>
 *   <li>Items combine only with items of the same {@linkplain CanonicalName canonical name} and the same checked
 *       state.</li>
 *   <li>Mass combines with mass, volume with volume; mass with volume only where the ingredient's density is known,
 *       and then in the family the ingredient is usually measured in (flour by weight, milk by volume).</li>
 *   <li>Count units combine with the same count unit; bare counts with bare counts; items without a quantity with
 *       each other. Anything else stays a separate line.</li>
 *   <li>A range counts at its upper end: the shopper buys enough for "2-3 cloves".</li>
 *   <li>The total is shown in the unit a shopper would use: metric stays metric and US stays US (a mix goes
 *       metric); grams become kilograms from 1000 g, ounces pounds from 16 oz, millilitres litres from 1000 ml.
 *       Spoons and cups climb a ladder: under a tablespoon in teaspoons, under a quarter cup in tablespoons, then
 *       cups (6 tsp is 2 tbsp, 20 tbsp is 1.25 cup). Cups do not become quarts or gallons unless an item was
 *       already in quarts or gallons, because recipes and shoppers both count cups (4 cups stays 4 cups). Items
 *       all in one other unit (pints, fluid ounces) keep it.</li>
 *   <li>Lines come out in the order of their first item, and list their item ids in input order.</li>
 * </ul>
 *
 * <p>One Combiner is a bean: it remembers what it needs of the names it met lately, their canonical form and
 * density, because lists and carts combine the same names on every read. Each instance remembers only its own
 * answers, so a test's Combiner always runs the real code.
 */
@Component
public final class Combiner {

    /**
     * An item to combine.
     *
     * @param quantity {@link Quantity#NONE} for "salt to taste"
     * @param unit     null for a bare count or no quantity
     */
    public record Item(String id, String name, Quantity quantity, Unit unit, Category category, boolean checked) {

        public Item {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(quantity, "quantity");
            Objects.requireNonNull(category, "category");
        }
    }

    /** What combining needs of a name: its canonical form, and its density if one is known. */
    private record Known(String canonical, Optional<Densities.Density> density) {
    }

    private final Densities densities;
    /** What is known of the most recent names. */
    private final Cache<String, Known> recent = Caffeine.newBuilder().maximumSize(50_000).build();

    public Combiner() {
        this(Densities.INSTANCE);
    }

    Combiner(Densities densities) {
        this.densities = densities;
    }

    private Known known(String name) {
        return recent.get(name, this::know);
    }

    private Known know(String name) {
        List<String> words = CanonicalName.words(name);
        return new Known(String.join(" ", words), densities.ofWords(words));
    }

    /** A combined line and its {@linkplain #key key}. */
    public record KeyedLine(String key, CombinedLine line) {
    }

    public List<CombinedLine> combine(List<Item> items) {
        return combineKeyed(items).stream().map(KeyedLine::line).toList();
    }

    /** The lines, each with the key its items share: what names a line for as long as it exists. */
    public List<KeyedLine> combineKeyed(List<Item> items) {
        Map<String, Group> groups = new LinkedHashMap<>();
        for (Item item : items) {
            groups.computeIfAbsent(key(item), Group::new).items.add(item);
        }
        // The map keeps its keys in the order they were first put, which is the order of each line's first item.
        List<KeyedLine> lines = new ArrayList<>(groups.size());
        for (Group group : groups.values()) {
            lines.add(new KeyedLine(group.key, group.toLine()));
        }
        return lines;
    }

    /**
     * The line an item goes to: items combine exactly when their keys are equal, so a line's key is that of any of
     * its items, and stays the same while its items change in ways that keep them on it.
     */
    public String key(Item item) {
        return (item.checked() ? "1:" : "0:") + known(item.name()).canonical() + "|" + bucket(item);
    }

    /** Which items may be summed together, within one canonical name. */
    private String bucket(Item item) {
        if (item.quantity().isNone()) {
            return "none";
        }
        if (item.unit() == null) {
            return "count";
        }
        return switch (item.unit().family()) {
            case COUNT, LENGTH -> "count:" + item.unit().code();
            case MASS, VOLUME -> known(item.name()).density().isPresent()
                    ? "measure"
                    : item.unit().family().name();
        };
    }

    private final class Group {
        final String key;
        final List<Item> items = new ArrayList<>();

        Group(String key) {
            this.key = key;
        }

        CombinedLine toLine() {
            Item head = items.getFirst();
            List<String> ids = new ArrayList<>(items.size());
            for (Item item : items) {
                ids.add(item.id());
            }
            Category category = head.category();
            for (Item item : items) {
                if (category == Category.OTHER && item.category() != Category.OTHER) {
                    category = item.category();
                }
            }
            String name = head.name().strip();
            if (head.quantity().isNone()) {
                Unit common = head.unit();
                for (Item item : items) {
                    if (item.unit() != common) {
                        common = null;
                    }
                }
                return new CombinedLine(name, null, common, category, head.checked(), ids);
            }
            if (head.unit() == null || !head.unit().measuresMassOrVolume()) {
                double total = 0;
                for (Item item : items) {
                    total += item.quantity().toBuy();
                }
                return new CombinedLine(name, positive(Scaling.round(total, head.unit()), total), head.unit(),
                        category, head.checked(), ids);
            }
            Measurement total = total(items);
            return new CombinedLine(name, positive(total.quantity(), total.quantity()), total.unit(), category,
                    head.checked(), ids);
        }
    }

    private static double positive(double rounded, double exact) {
        return rounded > 0 ? rounded : exact;
    }

    /** The sum of mass and volume items, in the unit a shopper would use. */
    Measurement total(List<Item> items) {
        Item head = items.getFirst();
        // Items of one line share a canonical name, and so a density.
        Optional<Densities.Density> density = known(head.name()).density();
        Unit.Family family = head.unit().family();
        boolean mixed = false;
        for (Item item : items) {
            mixed |= item.unit().family() != family;
        }
        if (mixed) {
            family = density.map(Densities.Density::measuredBy).orElse(family);
        }
        Unit base = family == Unit.Family.MASS ? Unit.G : Unit.ML;
        double sum = 0;
        boolean allUs = true;
        boolean allMetric = true;
        Unit only = head.unit();
        for (Item item : items) {
            Measurement amount = new Measurement(item.quantity().toBuy(), item.unit());
            Optional<Measurement> inBase = amount.to(base, () -> density);
            sum += inBase.orElseThrow(() -> new IncompatibleUnits(item.unit(), base)).quantity();
            allUs &= item.unit().system() == Unit.MeasurementSystem.US;
            allMetric &= item.unit().system() == Unit.MeasurementSystem.METRIC;
            if (item.unit() != only) {
                only = null;
            }
        }
        Unit display = displayUnit(sum, family, allUs && !allMetric, only, items);
        double quantity = sum / display.baseFactor();
        return new Measurement(positive(Scaling.round(quantity, display), quantity), display);
    }

    private static Unit displayUnit(double base, Unit.Family family, boolean us, Unit only, List<Item> items) {
        if (family == Unit.Family.MASS) {
            if (us) {
                return base >= Unit.LB.baseFactor() ? Unit.LB : Unit.OZ;
            }
            return base >= 1000 ? Unit.KG : Unit.G;
        }
        if (!us) {
            return base >= 1000 ? Unit.L : Unit.ML;
        }
        if (only != null && only != Unit.TSP && only != Unit.TBSP) {
            return only;
        }
        boolean gallons = false;
        boolean quarts = false;
        for (Item item : items) {
            gallons |= item.unit() == Unit.GALLON;
            quarts |= item.unit() == Unit.QUART || item.unit() == Unit.GALLON;
        }
        if (gallons && base >= Unit.GALLON.baseFactor()) {
            return Unit.GALLON;
        }
        if (quarts && base >= Unit.QUART.baseFactor()) {
            return Unit.QUART;
        }
        if (base >= Unit.CUP.baseFactor() / 4) {
            return Unit.CUP;
        }
        return base >= Unit.TBSP.baseFactor() ? Unit.TBSP : Unit.TSP;
    }
}
