package larder.platform.web;

import jakarta.servlet.ServletRequest;
import java.util.Optional;

/**
 * Values that a filter leaves on a request for what runs after it (the request's credential, its idempotency scope),
 * each found by its type rather than by an attribute name that two classes must spell alike.
 */
public final class RequestValues {

    private RequestValues() {
    }

    /** Leaves the value on the request, in place of any earlier one of its type. */
    public static <T> void put(ServletRequest request, Class<T> type, T value) {
        request.setAttribute(key(type), value);
    }

    /** The value of this type that a filter left on the request, if any. */
    public static <T> Optional<T> get(ServletRequest request, Class<T> type) {
        return Optional.ofNullable(type.cast(request.getAttribute(key(type))));
    }

    private static String key(Class<?> type) {
        return RequestValues.class.getName() + "." + type.getName();
    }
}
