package larder.food;

import java.util.List;
import java.util.Objects;

/**
 * One food of SR28.
 *
 * @param ndb          SR28's NDB number, five digits ("01001"); the public id is {@link #id()}
 * @param name         SR28's long description ("Butter, salted")
 * @param group        its food group
 * @param portions     its household measures, in SR28's order
 * @param per100g      its nutrients in 100 g of the edible part
 */
public record Food(String ndb, String name, FoodGroup group, List<Portion> portions, Nutrients per100g) {

    static final String ID_PREFIX = "sr28:";

    public Food {
        Objects.requireNonNull(ndb, "ndb");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(group, "group");
        portions = List.copyOf(portions);
        Objects.requireNonNull(per100g, "per100g");
    }

    /** The id clients see and send: {@code sr28:01001}. */
    public String id() {
        return ID_PREFIX + ndb;
    }

    /** The nutrients in some grams of this food. */
    public Nutrients nutrientsIn(double grams) {
        return per100g.times(grams / 100.0);
    }
}
