package larder.app;

import java.time.Instant;
import java.util.List;

/** An app as the operator API, the app-settings API and the CLI show it. */
public record AppView(String clientId, String name, List<String> allowedOrigins, boolean disabled, Instant createdAt,
               Instant updatedAt) {

    public static AppView of(App app) {
        return new AppView(app.clientId(), app.name(), app.originValues(), app.disabled(), app.createdAt(),
                app.updatedAt());
    }
}
