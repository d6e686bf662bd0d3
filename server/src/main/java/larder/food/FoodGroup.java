package larder.food;

/** One of SR28's 25 food groups: its code ({@code FdGrp_Cd}, "0100") and description ("Dairy and Egg Products"). */
public record FoodGroup(String code, String name) {
}
