package larder.app;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code LARDER_ADMIN_KEY}: when set, the operator API is enabled and takes it as a bearer token. */
@ConfigurationProperties("larder")
public record AppSettings(String adminKey) {

    public boolean operatorApiEnabled() {
        return adminKey != null && !adminKey.isBlank();
    }
}
