package larder.platform.web;

import org.springframework.context.ApplicationListener;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.stereotype.Component;

/** Whether the server has begun to shut down: from then on, a request that cannot reach the database gets a 503. */
@Component
class ShutdownState implements ApplicationListener<ContextClosedEvent> {

    private volatile boolean closing;

    @Override
    public void onApplicationEvent(ContextClosedEvent event) {
        closing = true;
    }

    boolean closing() {
        return closing;
    }
}
