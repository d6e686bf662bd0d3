package larder.shopper;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code LARDER_WEB_CLIENT_ID}: the app whose client_id the page at {@code /} uses. Empty: the demo app with
 * {@code --demo}, else no app (a short page that points to the API reference).
 */
@ConfigurationProperties("larder.web")
record WebAppSettings(String clientId) {

    WebAppSettings {
        clientId = clientId == null ? "" : clientId.strip();
    }
}
