package larder.support;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A JSON request body built fluently by a test. RestAssured serialises it through {@link #json()}, the same map a
 * test would otherwise have written by hand, so a builder never changes what is sent: a field left unset is left
 * out, and a number keeps the Java type it was given (an {@code int} is sent as {@code 2}, a {@code double} as
 * {@code 2.0}).
 */
public abstract class Body {

    private final Map<String, Object> fields = new LinkedHashMap<>();

    /** Sets a field and answers this body, typed as the builder that called it. */
    @SuppressWarnings("unchecked")
    protected final <B extends Body> B set(String field, Object value) {
        fields.put(field, Objects.requireNonNull(value, field));
        return (B) this;
    }

    /** The body as sent: its fields in the order they were set, nested bodies rendered in place. */
    @JsonValue
    public final Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        fields.forEach((field, value) -> json.put(field, render(value)));
        return Collections.unmodifiableMap(json);
    }

    private static Object render(Object value) {
        return switch (value) {
            case Body body -> body.json();
            case List<?> list -> list.stream().map(Body::render).toList();
            default -> value;
        };
    }

    /** A nested object whose fields are fixed, such as a size or a price. */
    protected static Map<String, Object> object(String field, Object value, String otherField, Object otherValue) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put(field, Objects.requireNonNull(value, field));
        object.put(otherField, Objects.requireNonNull(otherValue, otherField));
        return Collections.unmodifiableMap(object);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + json();
    }
}
