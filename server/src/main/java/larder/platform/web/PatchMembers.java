package larder.platform.web;

import java.util.function.BiFunction;
import larder.platform.Sent;
import larder.platform.problem.InvalidRequest;
import tools.jackson.databind.JsonNode;

/**
 * Reading the members of a JSON merge patch (RFC 7396) one by one: a member left out is {@link Sent#leftOut()}, a
 * member sent (null included) is {@link Sent#of}; a member of the wrong JSON type is 400 at its pointer.
 */
public final class PatchMembers {

    private PatchMembers() {
    }

    /** The member {@code name} of {@code patch}, read by {@code read} with its pointer, or left out. */
    public static <T> Sent<T> member(JsonNode patch, String name, BiFunction<JsonNode, String, T> read) {
        return patch.has(name) ? Sent.of(read.apply(patch.get(name), "/" + name)) : Sent.leftOut();
    }

    /** true or false; null is not a value here. */
    public static Boolean bool(JsonNode value, String pointer) {
        if (!value.isBoolean()) {
            throw InvalidRequest.wrongType(pointer, "must be true or false");
        }
        return value.booleanValue();
    }

    /** A string, or null (clear). */
    public static String string(JsonNode value, String pointer) {
        if (value.isNull()) {
            return null;
        }
        if (!value.isString()) {
            throw InvalidRequest.wrongType(pointer, "must be a string");
        }
        return value.asString();
    }

    /** A number, or null (clear). */
    public static Double number(JsonNode value, String pointer) {
        if (value.isNull()) {
            return null;
        }
        if (!value.isNumber()) {
            throw InvalidRequest.wrongType(pointer, "must be a number");
        }
        return value.doubleValue();
    }
}
