package larder.app;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import larder.auth.Client;

/** A registered app: the OAuth client whose users, lists and carts Larder keeps. */
public record App(String clientId, String name, List<AllowedOrigin> allowedOrigins, boolean disabled,
                  Instant createdAt, Instant updatedAt) implements Client {

    public App {
        allowedOrigins = List.copyOf(allowedOrigins);
    }

    @Override
    public boolean active() {
        return !disabled;
    }

    @Override
    public boolean allowsOrigin(String origin) {
        Optional<AllowedOrigin> requested = AllowedOrigin.ofRequest(origin);
        return requested.isPresent() && allowedOrigins.stream().anyMatch(o -> o.matches(requested.get()));
    }

    public List<String> originValues() {
        return allowedOrigins.stream().map(AllowedOrigin::value).toList();
    }
}
