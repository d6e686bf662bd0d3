package larder.list.web;

import java.util.function.BiFunction;
import larder.list.ItemChange;
import larder.platform.Sent;
import larder.platform.problem.InvalidRequest;
import tools.jackson.databind.JsonNode;

/**
 * Reads the body of {@code PATCH /lists/{id}/items/{item_id}} into an {@link ItemChange}: members present are sent
 * (null included), members left out are kept. A body that is not an object, or a member of the wrong JSON type, is
 * a 400, the first such member in the order below; which values an item takes is the item's to decide.
 */
final class ItemPatch {

    private ItemPatch() {
    }

    static ItemChange read(JsonNode patch) {
        if (!patch.isObject()) {
            throw InvalidRequest.wrongType("/", "The body must be a JSON object.");
        }
        return new ItemChange(member(patch, "checked", ItemPatch::bool), member(patch, "name", ItemPatch::string),
                member(patch, "quantity", ItemPatch::number), member(patch, "quantity_max", ItemPatch::number),
                member(patch, "unit", ItemPatch::string), member(patch, "comment", ItemPatch::string),
                member(patch, "brand", ItemPatch::string));
    }

    private static <T> Sent<T> member(JsonNode patch, String name, BiFunction<JsonNode, String, T> read) {
        return patch.has(name) ? Sent.of(read.apply(patch.get(name), "/" + name)) : Sent.leftOut();
    }

    private static Boolean bool(JsonNode value, String pointer) {
        if (!value.isBoolean()) {
            throw InvalidRequest.wrongType(pointer, "must be true or false");
        }
        return value.booleanValue();
    }

    private static String string(JsonNode value, String pointer) {
        if (value.isNull()) {
            return null;
        }
        if (!value.isString()) {
            throw InvalidRequest.wrongType(pointer, "must be a string");
        }
        return value.asString();
    }

    private static Double number(JsonNode value, String pointer) {
        if (value.isNull()) {
            return null;
        }
        if (!value.isNumber()) {
            throw InvalidRequest.wrongType(pointer, "must be a number");
        }
        return value.doubleValue();
    }
}
