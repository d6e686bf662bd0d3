package larder.platform.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The reverse proxies whose {@code X-Forwarded-For} and {@code X-Forwarded-Proto} are believed
 * ({@code LARDER_TRUSTED_PROXIES}, IP addresses, comma-separated): none by default. Anyone can send the header, and the
 * client address it names keys the quotas per address, so it is taken only from a proxy the operator named; trusting
 * every private address (Tomcat's default) let any client on the same network pick a fresh address per request.
 */
@ConfigurationProperties("larder")
public record ProxySettings(@DefaultValue List<String> trustedProxies) {

    /** Only IP literals: a host name would be looked up in DNS, at start-up, and trusted for whatever it named then. */
    private static final Pattern LITERAL = Pattern.compile("(\\d{1,3}\\.){3}\\d{1,3}|[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*");

    public ProxySettings {
        trustedProxies = trustedProxies.stream().map(String::strip).filter(a -> !a.isEmpty())
                .map(ProxySettings::address).toList();
    }

    private static String address(String text) {
        if (!LITERAL.matcher(text).matches()) {
            throw new IllegalArgumentException("larder.trusted-proxies takes IP addresses, not " + text);
        }
        try {
            // As Tomcat writes the remote address: IPv6 in full, without brackets or zone.
            return InetAddress.getByName(text).getHostAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("larder.trusted-proxies takes IP addresses, not " + text, e);
        }
    }

    /** Tomcat's {@code internalProxies}: a regular expression matching exactly these addresses; null for none. */
    String internalProxies() {
        return trustedProxies.isEmpty() ? null
                : trustedProxies.stream().map(Pattern::quote).collect(Collectors.joining("|"));
    }
}
