package larder.food;

/** The shipped food table, loaded once for the unit tests of every module that links lines to foods. */
public final class TestFoods {

    public static final Foods FOODS = new Foods(FoodTableTest.TABLE);

    private TestFoods() {
    }
}
