package larder.platform.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * Which release this is: {@code META-INF/build-info.properties}, written by the build (Spring Boot's Maven plugin,
 * goal {@code build-info}), read without an application context so that {@code larder --version} starts none.
 */
public record Release(String version, String time) {

    private static final Release CURRENT = read();

    public static Release current() {
        return CURRENT;
    }

    private static Release read() {
        Properties properties = new Properties();
        try (InputStream in = Release.class.getResourceAsStream("/META-INF/build-info.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Release(properties.getProperty("build.version", "dev"), properties.getProperty("build.time", ""));
    }
}
