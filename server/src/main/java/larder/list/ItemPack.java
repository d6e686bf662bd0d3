package larder.list;

import java.io.StringWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import larder.food.FoodLink;
import larder.food.Foods;
import larder.ingredient.Category;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.json.JsonFactory;

/**
 * The stored form of a pack of list items: a JSON array. What the items of a pack share (their recipe, its scale,
 * when they were added) is stored in the pack's own columns. Two schemas, told apart by the array's first member:
 * <ul>
 * <li>1 (migration V11): one array per item,
 * {@code [id, name, quantity, quantity_max, unit, comment, brand, text, category, checked, updated_at]}, where
 * {@code updated_at} is microseconds since the epoch, or null while the item has not changed since it was added;</li>
 * <li>2 (V42, food links): {@code [2, food_version, item...]}, each item ending with its food link,
 * {@code [..., updated_at, food_id, grams]}, derived under {@code food_version} ({@link Foods#TABLE_VERSION}; null
 * when some item of the pack was stored without its link).</li>
 * </ul>
 * A pack of either schema reads; a link stored under another table version, or none, is derived again as it is read.
 */
final class ItemPack {

    /** The schema written now. */
    static final int SCHEMA = 2;

    private static final JsonFactory JSON = new JsonFactory();
    private static final long MICROS = 1_000_000;

    private ItemPack() {
    }

    /**
     * Items in packs, each of the items one recipe at one scale added at one time (the plain items of a request
     * make one pack); a pack's recipe, scale and time are those of its first item.
     */
    static Collection<List<ListItem>> group(List<ListItem> items) {
        Map<Key, List<ListItem>> packs = new LinkedHashMap<>();
        for (ListItem item : items) {
            packs.computeIfAbsent(new Key(item.fields().recipeId(), item.fields().recipeScale(), item.createdAt()),
                    key -> new ArrayList<>()).add(item);
        }
        return packs.values();
    }

    private record Key(String recipeId, Double recipeScale, Instant addedAt) {
    }

    static String encode(List<ListItem> items) {
        StringWriter out = new StringWriter(items.size() * 160);
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartArray();
            g.writeNumber(SCHEMA);
            if (items.stream().allMatch(item -> item.food() != null)) {
                g.writeNumber(Foods.TABLE_VERSION);
            } else {
                g.writeNull();
            }
            for (ListItem item : items) {
                ItemFields f = item.fields();
                g.writeStartArray();
                g.writeString(item.id());
                g.writeString(f.name());
                number(g, f.quantity().amount());
                number(g, f.quantity().max());
                string(g, f.unit() == null ? null : f.unit().code());
                string(g, f.comment());
                string(g, f.brand());
                string(g, f.text());
                g.writeString(f.category().code());
                g.writeBoolean(item.checked());
                if (item.updatedAt().equals(item.createdAt())) {
                    g.writeNull();
                } else {
                    g.writeNumber(micros(item.updatedAt()));
                }
                string(g, item.food() == null ? null : item.food().foodId());
                number(g, item.food() == null ? null : item.food().grams());
                g.writeEndArray();
            }
            g.writeEndArray();
        }
        return out.toString();
    }

    /** The items of a pack, in the order they were added, without their food links. */
    static List<ListItem> decode(String json, String recipeId, Double recipeScale, Instant createdAt) {
        return decode(json, recipeId, recipeScale, createdAt, null);
    }

    /**
     * The items of a pack, in the order they were added, each with its food link: the stored one under the current
     * table version, else derived again ({@code foods} null: none).
     */
    static List<ListItem> decode(String json, String recipeId, Double recipeScale, Instant createdAt, Foods foods) {
        List<ListItem> items = new ArrayList<>();
        try (JsonParser p = JSON.createParser(json)) {
            expect(p, JsonToken.START_ARRAY);
            int schema = 1;
            Integer foodVersion = null;
            if (p.nextToken() == JsonToken.VALUE_NUMBER_INT) {
                schema = p.getIntValue();
                if (schema != SCHEMA) {
                    throw new IllegalStateException("a stored item pack has schema " + schema + ", not 1 or 2");
                }
                foodVersion = p.nextToken() == JsonToken.VALUE_NULL ? null : p.getIntValue();
                p.nextToken();
            }
            for (; p.currentToken() == JsonToken.START_ARRAY; p.nextToken()) {
                String id = string(p);
                String name = string(p);
                Double quantity = number(p);
                Double quantityMax = number(p);
                String unit = string(p);
                String comment = string(p);
                String brand = string(p);
                String text = string(p);
                Category category = Category.fromCode(string(p)).orElse(Category.OTHER);
                boolean checked = bool(p);
                Instant updatedAt = p.nextToken() == JsonToken.VALUE_NULL ? createdAt : micros(p);
                String foodId = schema >= 2 ? string(p) : null;
                Double grams = schema >= 2 ? number(p) : null;
                expect(p, JsonToken.END_ARRAY);
                ItemFields fields = new ItemFields(name, new Quantity(quantity, quantityMax),
                        unit == null ? null : Unit.fromCode(unit).orElse(null), comment, brand, text, category,
                        recipeId, recipeScale);
                FoodLink food = foods == null ? null : foods.read(foodId, grams, foodVersion, quantity,
                        () -> Foods.line(text, name, quantity, quantityMax, fields.unit(), comment));
                items.add(new ListItem(id, fields, checked, createdAt, updatedAt, food));
            }
            if (p.currentToken() != JsonToken.END_ARRAY) {
                throw new IllegalStateException("a stored item pack is not an array of items: " + p.currentToken());
            }
        }
        return items;
    }

    /** The pack's items with {@code changed} in place of the item of the same id. */
    static List<ListItem> replace(List<ListItem> items, ListItem changed) {
        List<ListItem> result = new ArrayList<>(items.size());
        for (ListItem item : items) {
            result.add(item.id().equals(changed.id()) ? changed : item);
        }
        return result;
    }

    /** The pack's items without the item {@code id}. */
    static List<ListItem> without(List<ListItem> items, String id) {
        return items.stream().filter(item -> !item.id().equals(id)).toList();
    }

    static long micros(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), MICROS), instant.getNano() / 1_000);
    }

    static Instant instant(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, MICROS), Math.floorMod(micros, MICROS) * 1_000);
    }

    private static void string(JsonGenerator g, String value) {
        if (value == null) {
            g.writeNull();
        } else {
            g.writeString(value);
        }
    }

    private static void number(JsonGenerator g, Double value) {
        if (value == null) {
            g.writeNull();
        } else {
            g.writeNumber(value.doubleValue());
        }
    }

    private static String string(JsonParser p) {
        JsonToken token = p.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        if (token != JsonToken.VALUE_STRING) {
            throw new IllegalStateException("a stored item pack has " + token + " where a string belongs");
        }
        return p.getString();
    }

    private static Double number(JsonParser p) {
        JsonToken token = p.nextToken();
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        if (token != JsonToken.VALUE_NUMBER_FLOAT && token != JsonToken.VALUE_NUMBER_INT) {
            throw new IllegalStateException("a stored item pack has " + token + " where a number belongs");
        }
        return p.getDoubleValue();
    }

    private static Instant micros(JsonParser p) {
        if (p.currentToken() != JsonToken.VALUE_NUMBER_INT) {
            throw new IllegalStateException("a stored item pack has " + p.currentToken() + " where a time belongs");
        }
        return instant(p.getLongValue());
    }

    private static boolean bool(JsonParser p) {
        JsonToken token = p.nextToken();
        if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
            throw new IllegalStateException("a stored item pack has " + token + " where a boolean belongs");
        }
        return token == JsonToken.VALUE_TRUE;
    }

    /** Moves to the next token, which must be {@code token}. */
    private static void expect(JsonParser p, JsonToken token) {
        JsonToken next = p.nextToken();
        if (next != token) {
            throw new IllegalStateException("a stored item pack has " + next + " where " + token + " belongs");
        }
    }
}
