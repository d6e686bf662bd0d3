/**
 * The API's events: what a change publishes ({@link larder.platform.event.ApiEvent}), a batch of them, and the hook
 * through which a module's {@code web} package renders an event's object as the API shows it.
 */
@NamedInterface("event")
package larder.platform.event;

import org.springframework.modulith.NamedInterface;
