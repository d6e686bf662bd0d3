package larder.platform.web;

/**
 * Whose idempotency keys a request's are: each credential has its own ({@code user:<id>}, {@code app:<client_id>},
 * {@code operator}), chosen by the module that authenticated the request and left on it as a {@link RequestValues}
 * value. A request without one (the token endpoint's) is not idempotent.
 */
public record IdempotencyScope(String name) {

    public IdempotencyScope {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("An idempotency scope has a name");
        }
    }
}
