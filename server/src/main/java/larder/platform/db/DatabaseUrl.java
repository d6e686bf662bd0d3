package larder.platform.db;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * A libpq-style URL ({@code postgres://user:secret@db.example:5432/larder?sslmode=require}) as the JDBC driver takes
 * it: {@code jdbc:postgresql://db.example:5432/larder?sslmode=require}, with the user and password apart (percent
 * decoded), as the driver does not read them from the authority.
 */
public record DatabaseUrl(String jdbcUrl, String user, String password) {

    /** The JDBC form of a {@code postgres://} or {@code postgresql://} URL; null for any other (a JDBC URL as is). */
    public static DatabaseUrl of(String url) {
        if (url == null) {
            return null;
        }
        String trimmed = url.strip();
        if (!trimmed.startsWith("postgres://") && !trimmed.startsWith("postgresql://")) {
            return null;
        }
        URI uri;
        try {
            uri = new URI(trimmed);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("LARDER_DATABASE_URL is not a valid URL: " + e.getMessage());
        }
        if (uri.getHost() == null) {
            throw new IllegalArgumentException("LARDER_DATABASE_URL names no host: postgres://user:password@host/db");
        }
        String user = null;
        String password = null;
        String info = uri.getRawUserInfo();
        if (info != null) {
            int colon = info.indexOf(':');
            user = decode(colon < 0 ? info : info.substring(0, colon));
            password = colon < 0 ? null : decode(info.substring(colon + 1));
        }
        String host = uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
        return new DatabaseUrl("jdbc:postgresql://" + host + path + query, user, password);
    }

    private static String decode(String s) {
        return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
