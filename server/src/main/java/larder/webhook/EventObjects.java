package larder.webhook;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import larder.platform.event.ApiEvent;
import larder.platform.event.ApiEventRenderer;
import org.springframework.stereotype.Component;

/**
 * The object of an event as a webhook body shows it: rendered by the {@link ApiEventRenderer} that claims the event,
 * which lives in the web package of the event's module, so this module depends on no module's wire shapes; or the
 * event's object as it is when none claims it.
 */
@Component
class EventObjects {

    private final List<ApiEventRenderer<?>> renderers;
    /** The renderer of each event class, found once. */
    private final Map<Class<?>, Optional<ApiEventRenderer<?>>> byClass = new ConcurrentHashMap<>();

    EventObjects(List<ApiEventRenderer<?>> renderers) {
        this.renderers = List.copyOf(renderers);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    Object of(ApiEvent event) {
        Optional<ApiEventRenderer<?>> renderer = byClass.computeIfAbsent(event.getClass(), this::find);
        return renderer.isPresent() ? ((ApiEventRenderer) renderer.get()).object(event) : event.object();
    }

    private Optional<ApiEventRenderer<?>> find(Class<?> type) {
        List<ApiEventRenderer<?>> claiming = renderers.stream().filter(r -> r.events().isAssignableFrom(type))
                .toList();
        if (claiming.size() > 1) {
            throw new IllegalStateException("More than one renderer claims " + type.getName() + ": " + claiming);
        }
        return claiming.stream().findFirst();
    }
}
