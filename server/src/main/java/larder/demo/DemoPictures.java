package larder.demo;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A picture for each demo recipe, chosen by dish, else by main ingredient, else by kind: a food emoji of Twemoji
 * (graphics CC-BY 4.0, from the {@code @twemoji/svg} 15.0.0 package), served from the jar at
 * {@code /app/food/<code point>.svg}. These machines cannot fetch photos; an emoji is a fair stand-in for choosing a
 * recipe by looking.
 */
final class DemoPictures {

    /** The first rule whose words the recipe's name holds wins; then its ingredients and tags are tried in order. */
    private static final List<Rule> BY_NAME = List.of(
            rule("1f355", "pizza|flatbread|focaccia"),
            rule("1f35d", "pasta|spaghetti|lasagna|linguine|penne|ziti|shells|pappardelle|cacio|orzo|macaroni|primavera"),
            rule("1f35c", "ramen|pho|noodle|pad thai|yakisoba|japchae|vermicelli|dan dan"),
            rule("1f35b", "curry|masala|tikka|dal|korma|rogan|massaman|chana|aloo|paneer|butter chicken"),
            rule("1f958", "paella|risotto|biryani|kedgeree|mujadara|pilaf|polenta"),
            rule("1f35a", "fried rice|rice bowl|donburi|gyudon|oyakodon|bibimbap|onigiri|congee|jeera rice|mexican rice"),
            rule("1f363", "sushi|sunomono"),
            rule("1f32e", "taco|fajita|quesadilla|enchilada|carnitas|chilaquiles|tinga"),
            rule("1f32f", "burrito|wrap|banh mi"),
            rule("1f959", "shawarma|souvlaki|kofta|kebab|gyro|skewer|satay"),
            rule("1f9c6", "falafel"),
            rule("1f354", "burger"),
            rule("1f96a", "sandwich|croque|club|rarebit|grilled cheese|toast"),
            rule("1f95f", "dumpling|spring roll"),
            rule("1fad5", "fondue"),
            rule("1f372", "soup|stew|chili|chowder|jjigae|tagine|harira|bourguignon|coq au vin|ragu|vichyssoise|gazpacho|cacciatore|ratatouille"),
            rule("1f957", "salad|coleslaw|slaw|tabbouleh|fattoush|raita|tzatziki"),
            rule("1f95e", "pancake|crepe|french toast|waffle"),
            rule("1f373", "omelette|frittata|shakshuka|huevos|egg|tamagoyaki|quiche|strata|full english"),
            rule("1f370", "cake|sponge|tiramisu|eton mess|trifle"),
            rule("1f36a", "cookie|biscuit|scone|brownie"),
            rule("1f9c1", "muffin|cupcake"),
            rule("1f36e", "pudding|panna cotta|brûlée|custard|mousse|flan|affogato"),
            rule("1f967", "pie|crisp|cobbler|tart|baklava|spanakopita|moussaka"),
            rule("1f369", "churro|doughnut|donut"),
            rule("1f35e", "bread|cornbread|yorkshire|bruschetta|brioche"),
            rule("1f964", "smoothie|lassi|horchata|latte|sangria|lemonade|iced tea|iced coffee"),
            rule("1f375", "tea|chai"),
            rule("1f363", "tempura"),
            rule("1f41f", "fish|salmon|haddock|tuna|cod"),
            rule("1f990", "shrimp|prawn|scampi|saganaki"),
            rule("1f980", "crab|clam|mussel|moules|seafood"),
            rule("1f357", "chicken|wings|turkey|coq"),
            rule("1f969", "beef|steak|lamb|bulgogi|meatball|meatloaf|bangers|pork|sausage|toad"),
            rule("1f954", "potato|patatas|gratin|mash|bravas"),
            rule("1f96d", "mango"),
            rule("1f34e", "apple"),
            rule("1f34c", "banana"),
            rule("1f34a", "orange"),
            rule("1f951", "guacamole|avocado"),
            rule("1f345", "tomato|pico|bruschetta"),
            rule("1f346", "eggplant|aubergine|baba ganoush"),
            rule("1f966", "broccoli|bok choy|spinach|kale|green bean"),
            rule("1f33d", "corn"),
            rule("1f955", "carrot|vegetable|cauliflower"),
            rule("1f952", "cucumber"),
            rule("1fad8", "bean|lentil|chickpea|hummus|dip"),
            rule("1f95c", "peanut|walnut|nut"),
            rule("1f963", "oats|porridge|yogurt|bowl"));
    private static final List<Rule> BY_TAG = List.of(
            rule("1f370", "dessert"), rule("1f964", "drink"), rule("1f957", "salad|side|vegan|vegetarian"),
            rule("1f372", "soup"), rule("1f373", "breakfast"), rule("1f968", "snack|appetizer"));
    static final String FALLBACK = "1f37d";

    private DemoPictures() {
    }

    /** The picture's code point for a recipe, from its name, then its ingredients' text, then its tags. */
    static String codeFor(String name, List<String> ingredients, List<String> tags) {
        String lowerName = name.toLowerCase(Locale.ROOT);
        for (Rule rule : BY_NAME) {
            if (rule.matches(lowerName)) {
                return rule.code();
            }
        }
        for (String ingredient : ingredients) {
            String lower = ingredient.toLowerCase(Locale.ROOT);
            for (Rule rule : BY_NAME) {
                if (rule.matches(lower)) {
                    return rule.code();
                }
            }
        }
        for (Rule rule : BY_TAG) {
            if (tags.stream().anyMatch(rule::matches)) {
                return rule.code();
            }
        }
        return FALLBACK;
    }

    private record Rule(String code, Pattern words) {
        boolean matches(String text) {
            return words.matcher(text).find();
        }
    }

    private static Rule rule(String code, String words) {
        return new Rule(code, Pattern.compile("\\b(?:" + words + ")(?:e?s)?\\b", Pattern.UNICODE_CHARACTER_CLASS));
    }
}
