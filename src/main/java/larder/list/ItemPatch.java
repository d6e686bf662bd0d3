package larder.list;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.item.NewItems;
import larder.platform.FieldProblem;
import larder.platform.InvalidRequest;
import tools.jackson.databind.JsonNode;

/**
 * {@code PATCH /lists/{id}/items/{item_id}}: members present are set (null clears an optional one), members left
 * out are kept. {@code checked} is set, never toggled, so a retried request does no harm.
 */
final class ItemPatch {

    private ItemPatch() {
    }

    static ListItem apply(ListItem item, JsonNode patch, Instant now) {
        List<FieldProblem> problems = new ArrayList<>();
        boolean checked = item.checked();
        if (patch.has("checked")) {
            JsonNode value = patch.get("checked");
            if (!value.isBoolean()) {
                throw InvalidRequest.wrongType("/checked", "must be true or false");
            }
            checked = value.booleanValue();
        }
        String name = patch.has("name")
                ? FieldProblem.text(string(patch, "name"), "/name", NewItems.MAX_NAME, true, problems) : item.name();
        Double quantity = patch.has("quantity")
                ? NewItems.positive(number(patch, "quantity"), "/quantity", problems) : item.quantity();
        Double quantityMax = patch.has("quantity_max")
                ? NewItems.positive(number(patch, "quantity_max"), "/quantity_max", problems) : item.quantityMax();
        Unit unit = patch.has("unit") ? NewItems.unit(string(patch, "unit"), "/unit", problems) : item.unit();
        String comment = patch.has("comment")
                ? FieldProblem.text(string(patch, "comment"), "/comment", NewItems.MAX_TEXT, false, problems)
                : item.comment();
        String brand = patch.has("brand")
                ? FieldProblem.text(string(patch, "brand"), "/brand", NewItems.MAX_BRAND, false, problems) : item.brand();
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        if (quantity == null || (quantityMax != null && quantityMax < quantity)) {
            quantityMax = null;
        }
        Category category = name.equals(item.name()) ? item.category() : Category.forIngredient(name);
        return new ListItem(item.id(), name, quantity, quantityMax, unit, comment, brand, item.text(), category,
                checked, item.recipeId(), item.recipeScale(), item.createdAt(), now);
    }

    private static String string(JsonNode patch, String field) {
        JsonNode value = patch.get(field);
        if (value.isNull()) {
            return null;
        }
        if (!value.isString()) {
            throw InvalidRequest.wrongType("/" + field, "must be a string");
        }
        return value.asString();
    }

    private static Double number(JsonNode patch, String field) {
        JsonNode value = patch.get(field);
        if (value.isNull()) {
            return null;
        }
        if (!value.isNumber()) {
            throw InvalidRequest.wrongType("/" + field, "must be a number");
        }
        return value.doubleValue();
    }
}
