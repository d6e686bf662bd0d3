package larder.app;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A browser origin an app may be called from (seed 5.5): {@code scheme://host[:port]}, or a wildcard subdomain
 * {@code https://*.shop.example}, which matches every subdomain at any depth but not the domain itself.
 * Held normalised (lower case, default port dropped), so that an invalid or ambiguous one cannot exist.
 */
public record AllowedOrigin(String scheme, String host, int port, boolean wildcard) {

    private static final Pattern SHAPE = Pattern.compile(
            "(?<scheme>[A-Za-z][A-Za-z0-9+.-]*)://(?<wild>\\*\\.)?(?<host>\\[[0-9A-Fa-f:.]+]|[^/:?#\\[\\]@]+)"
                    + "(?::(?<port>[0-9]{1,5}))?");
    private static final Pattern LABEL = Pattern.compile("[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?");
    private static final Pattern IPV4 = Pattern.compile("(?:[0-9]{1,3}\\.){3}[0-9]{1,3}");

    /** Why a string is not an acceptable origin; the message is shown to the operator. */
    public static final class Invalid extends Exception {
        Invalid(String message) {
            super(message, null, false, false);
        }
    }

    public AllowedOrigin {
        scheme = scheme.toLowerCase(Locale.ROOT);
        host = host.toLowerCase(Locale.ROOT);
        if (port == defaultPort(scheme)) {
            port = -1;
        }
    }

    public static AllowedOrigin parse(String value) throws Invalid {
        if (value == null || value.isEmpty()) {
            throw new Invalid("an origin is required");
        }
        Matcher m = SHAPE.matcher(value);
        if (!m.matches()) {
            throw new Invalid("must be scheme://host[:port] with no path, query or trailing slash");
        }
        String scheme = m.group("scheme").toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !scheme.equals("http")) {
            throw new Invalid("the scheme must be http or https");
        }
        String host = m.group("host").toLowerCase(Locale.ROOT);
        boolean wildcard = m.group("wild") != null;
        int port = -1;
        if (m.group("port") != null) {
            port = Integer.parseInt(m.group("port"));
            if (port < 1 || port > 65535) {
                throw new Invalid("the port must be between 1 and 65535");
            }
        }
        if (host.startsWith("[")) {
            if (wildcard || !validIpv6(host)) {
                throw new Invalid("not a valid IPv6 address");
            }
        } else if (IPV4.matcher(host).matches()) {
            if (wildcard || !validIpv4(host)) {
                throw new Invalid(wildcard ? "a wildcard needs a domain name, not an address" : "not a valid IPv4 address");
            }
        } else {
            validateDomain(host, wildcard);
        }
        return new AllowedOrigin(scheme, host, port, wildcard);
    }

    /** Reads a request's {@code Origin} header; empty for {@code null} origins and anything unreadable. */
    public static Optional<AllowedOrigin> ofRequest(String header) {
        if (header == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(parse(header)).filter(origin -> !origin.wildcard());
        } catch (Invalid e) {
            return Optional.empty();
        }
    }

    public boolean matches(AllowedOrigin request) {
        if (request.wildcard || !scheme.equals(request.scheme) || port != request.port) {
            return false;
        }
        if (!wildcard) {
            return host.equals(request.host);
        }
        return request.host.endsWith("." + host);
    }

    /** The normalised form, as it is stored and shown. */
    public String value() {
        return scheme + "://" + (wildcard ? "*." : "") + host + (port == -1 ? "" : ":" + port);
    }

    @Override
    public String toString() {
        return value();
    }

    private static void validateDomain(String host, boolean wildcard) throws Invalid {
        if (host.length() > 253) {
            throw new Invalid("the host name is too long");
        }
        String[] labels = host.split("\\.", -1);
        for (String label : labels) {
            if (!LABEL.matcher(label).matches()) {
                throw new Invalid("\"" + host + "\" is not a valid host name");
            }
        }
        // A browser reads a host whose last label is a number as an IPv4 address (the WHATWG URL standard: 1.2.3 is
        // 1.2.0.3), so such a host would never match a request's origin.
        if (labels[labels.length - 1].chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new Invalid(wildcard ? "a wildcard needs a domain name, not an address" : "not a valid IPv4 address");
        }
        // A wildcard over a single label (https://*.com) would allow a whole top-level domain.
        if (wildcard && labels.length < 2) {
            throw new Invalid("a wildcard needs a domain of at least two labels, such as *.shop.example");
        }
    }

    private static boolean validIpv4(String host) {
        for (String part : host.split("\\.")) {
            if (part.length() > 1 && part.startsWith("0") || Integer.parseInt(part) > 255) {
                return false;
            }
        }
        return true;
    }

    private static boolean validIpv6(String host) {
        try {
            return new URI("http", null, host, -1, null, null, null).getHost() != null
                    && host.length() <= 41;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static int defaultPort(String scheme) {
        return switch (scheme) {
            case "https" -> 443;
            case "http" -> 80;
            default -> -1;
        };
    }
}
