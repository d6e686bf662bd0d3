package larder.platform.web;

import java.util.Locale;
import java.util.Map;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * {@code LARDER_LOG_FORMAT} ({@code larder.log-format}): {@code text}, the default, or {@code json}, which turns every
 * console line into a JSON object through Spring Boot's own structured logging, in the Elastic Common Schema (ECS).
 * The request id ({@code request_id}) is a field of every line written while serving a request, and the access
 * line's values are fields of it. Read after the configuration files, before the logging system starts.
 */
public final class LogFormat implements EnvironmentPostProcessor, Ordered {

    static final String PROPERTY = "larder.log-format";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        String format = environment.getProperty(PROPERTY, "text").strip().toLowerCase(Locale.ROOT);
        switch (format) {
            case "text" -> {
            }
            case "json" -> environment.getPropertySources().addFirst(new MapPropertySource("larder-log-format",
                    Map.of("logging.structured.format.console", "ecs")));
            default -> throw new IllegalArgumentException("LARDER_LOG_FORMAT must be text or json, not \""
                    + format + "\"");
        }
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
