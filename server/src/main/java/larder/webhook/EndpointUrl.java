package larder.webhook;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import larder.platform.problem.FieldProblem;

/** Where an endpoint receives events: an absolute http or https URL without user info, at most 2048 characters. */
public record EndpointUrl(URI uri) {

    public static final int MAX_LENGTH = 2048;

    public EndpointUrl {
        if (!valid(uri)) {
            throw new IllegalArgumentException("Not an endpoint URL");
        }
    }

    /** Reads {@code url} as sent; adds a problem and answers null when it is not one. */
    public static EndpointUrl parse(String url, String pointer, List<FieldProblem> problems) {
        if (url == null || url.isBlank()) {
            problems.add(FieldProblem.invalid(pointer, "is required"));
            return null;
        }
        if (url.length() > MAX_LENGTH) {
            problems.add(FieldProblem.invalid(pointer, "must be at most " + MAX_LENGTH + " characters"));
            return null;
        }
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            problems.add(FieldProblem.invalid(pointer, "is not a URL"));
            return null;
        }
        if (!valid(uri)) {
            problems.add(FieldProblem.invalid(pointer, "must be an absolute http or https URL without user info"));
            return null;
        }
        return new EndpointUrl(uri);
    }

    private static boolean valid(URI uri) {
        if (uri == null || !uri.isAbsolute() || uri.isOpaque() || uri.getScheme() == null) {
            return false;
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        return (scheme.equals("http") || scheme.equals("https")) && uri.getHost() != null
                && uri.getRawUserInfo() == null && uri.getRawAuthority() != null
                && !uri.getRawAuthority().contains("@");
    }

    public String host() {
        return uri.getHost();
    }

    @Override
    public String toString() {
        return uri.toString();
    }
}
