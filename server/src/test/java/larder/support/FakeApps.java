package larder.support;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import larder.auth.Client;
import larder.auth.ClientRegistry;

/** Registered apps as authentication sees them, from a fixed list. */
public final class FakeApps implements ClientRegistry {

    /** An app: its id, whether it is active, and the origins it allows. */
    public record App(String clientId, boolean active, Set<String> origins) implements Client {
        @Override
        public boolean allowsOrigin(String origin) {
            return origins.contains(origin);
        }
    }

    private final List<App> apps;

    public FakeApps(App... apps) {
        this.apps = List.of(apps);
    }

    @Override
    public Optional<Client> client(String clientId) {
        return apps.stream().filter(a -> a.clientId().equals(clientId)).map(Client.class::cast).findFirst();
    }

    @Override
    public boolean anyActiveClientAllows(String origin) {
        return apps.stream().anyMatch(a -> a.active() && a.allowsOrigin(origin));
    }
}
