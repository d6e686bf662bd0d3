package larder.demo;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code LARDER_DEMO} / {@code --demo}. */
@ConfigurationProperties("larder")
public record DemoSettings(boolean demo) {
}
