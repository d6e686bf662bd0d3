package larder.app;

import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import larder.auth.Client;
import larder.auth.ClientRegistry;
import larder.platform.cluster.BroadcastReceiver;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Every app, in memory: the token endpoint, the bearer check and CORS ask about apps on every request. Kept
 * current by the broadcast log (an app changed on any node is reloaded here within a poll interval), and reloaded
 * whole every few minutes as a safety net.
 */
@Component
class AppDirectory implements ClientRegistry, BroadcastReceiver {

    static final String CHANGED = "app.changed";

    private final AppStore store;
    private volatile Snapshot snapshot;

    /** The apps, plus an index of their origins for CORS preflights, which name no app. */
    private record Snapshot(Map<String, App> apps, Set<String> exactOrigins, List<AllowedOrigin> wildcards) {

        static Snapshot of(Map<String, App> apps) {
            Set<String> exact = new HashSet<>();
            List<AllowedOrigin> wildcards = new java.util.ArrayList<>();
            for (App app : apps.values()) {
                if (!app.active()) {
                    continue;
                }
                for (AllowedOrigin origin : app.allowedOrigins()) {
                    if (origin.wildcard()) {
                        wildcards.add(origin);
                    } else {
                        exact.add(origin.value());
                    }
                }
            }
            return new Snapshot(Map.copyOf(apps), Set.copyOf(exact), List.copyOf(wildcards));
        }
    }

    AppDirectory(AppStore store) {
        this.store = store;
    }

    private Snapshot snapshot() {
        Snapshot current = snapshot;
        if (current == null) {
            synchronized (this) {
                if (snapshot == null) {
                    reloadAll();
                }
                current = snapshot;
            }
        }
        return current;
    }

    @Scheduled(fixedDelay = 300_000, initialDelay = 300_000)
    synchronized void reloadAll() {
        Map<String, App> apps = new HashMap<>();
        store.all().forEach(app -> apps.put(app.clientId(), app));
        snapshot = Snapshot.of(apps);
    }

    synchronized void reload(String clientId) {
        if (snapshot == null) {
            reloadAll();
            return;
        }
        Map<String, App> apps = new HashMap<>(snapshot.apps());
        store.find(clientId).ifPresentOrElse(app -> apps.put(clientId, app), () -> apps.remove(clientId));
        snapshot = Snapshot.of(apps);
    }

    @Override
    public Optional<Client> client(String clientId) {
        return Optional.ofNullable(snapshot().apps().get(clientId));
    }

    @Override
    public boolean anyActiveClientAllows(String origin) {
        Snapshot current = snapshot();
        if (current.exactOrigins().contains(origin)) {
            return true;
        }
        Optional<AllowedOrigin> requested = AllowedOrigin.ofRequest(origin);
        if (requested.isEmpty()) {
            return false;
        }
        return current.exactOrigins().contains(requested.get().value())
                || current.wildcards().stream().anyMatch(w -> w.matches(requested.get()));
    }

    @Override
    public String topic() {
        return CHANGED;
    }

    @Override
    public void receive(String clientId, Instant at) {
        reload(clientId);
    }
}
