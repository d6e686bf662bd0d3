package larder.app;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import larder.platform.Cursor;
import larder.platform.Ids;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.cluster.Broadcasts;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Registering and changing apps. Every change is broadcast, so that every node's directory follows within seconds. */
@Service
public class Apps {

    public static final int MAX_ORIGINS = 100;
    public static final int MAX_NAME_LENGTH = 200;

    private final AppStore store;
    private final Broadcasts broadcasts;
    private final Clock clock;

    /** A change to an app; null members are left as they are. */
    public record Change(String name, List<String> allowedOrigins, Boolean disabled) {
    }

    Apps(AppStore store, Broadcasts broadcasts, Clock clock) {
        this.store = store;
        this.broadcasts = broadcasts;
        this.clock = clock;
    }

    @Transactional
    public App create(String name, List<String> allowedOrigins) {
        return create(Ids.next("app"), name, allowedOrigins);
    }

    /** With a chosen client id, as the demo data set's {@code demo} app. */
    @Transactional
    public App create(String clientId, String name, List<String> allowedOrigins) {
        List<FieldProblem> problems = new ArrayList<>();
        String checkedName = checkName(name, problems);
        List<AllowedOrigin> origins = checkOrigins(allowedOrigins == null ? List.of() : allowedOrigins, problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        Instant now = clock.instant();
        App app = new App(clientId, checkedName, origins, false, now, now);
        store.insert(app);
        broadcasts.publish(AppDirectory.CHANGED, clientId);
        return app;
    }

    @Transactional
    public App update(String clientId, Change change) {
        App app = get(clientId);
        List<FieldProblem> problems = new ArrayList<>();
        String name = change.name() == null ? app.name() : checkName(change.name(), problems);
        List<AllowedOrigin> origins = change.allowedOrigins() == null
                ? app.allowedOrigins() : checkOrigins(change.allowedOrigins(), problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        boolean disabled = change.disabled() == null ? app.disabled() : change.disabled();
        App updated = new App(clientId, name, origins, disabled, app.createdAt(), clock.instant());
        store.update(updated);
        broadcasts.publish(AppDirectory.CHANGED, clientId);
        return updated;
    }

    @Transactional(readOnly = true)
    public App get(String clientId) {
        return store.find(clientId).orElseThrow(() -> new NotFound("App " + clientId));
    }

    @Transactional(readOnly = true)
    public boolean exists(String clientId) {
        return store.exists(clientId);
    }

    @Transactional(readOnly = true)
    public Page<App> list(PageRequest page) {
        return Page.of(store.page(page), page, app -> Cursor.of(app.createdAt().toString(), app.clientId()));
    }

    private static String checkName(String name, List<FieldProblem> problems) {
        String trimmed = name == null ? "" : name.strip();
        if (trimmed.isEmpty() || trimmed.length() > MAX_NAME_LENGTH) {
            problems.add(FieldProblem.invalid("/name", "must be 1 to " + MAX_NAME_LENGTH + " characters"));
        }
        return trimmed;
    }

    private static List<AllowedOrigin> checkOrigins(List<String> values, List<FieldProblem> problems) {
        if (values.size() > MAX_ORIGINS) {
            problems.add(FieldProblem.invalid("/allowed_origins", "at most " + MAX_ORIGINS + " origins"));
            return List.of();
        }
        Set<AllowedOrigin> origins = new LinkedHashSet<>();
        for (int i = 0; i < values.size(); i++) {
            try {
                origins.add(AllowedOrigin.parse(values.get(i)));
            } catch (AllowedOrigin.Invalid e) {
                problems.add(FieldProblem.invalid("/allowed_origins/" + i, e.getMessage()));
            }
        }
        return List.copyOf(origins);
    }
}
