package larder.shopper;

import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import larder.demo.DemoSettings;
import org.springframework.core.io.ClassPathResource;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.util.HtmlUtils;

/**
 * {@code GET /}: the shopper app for the configured app ({@link WebAppSettings}), or the demo app with
 * {@code --demo}; without either, a short page that points to {@code /docs}. The app's own files are served from
 * {@code /app/}, as written (no build step).
 */
@Hidden
@RestController
class ShopperPage implements WebMvcConfigurer {

    static final String DEMO_CLIENT_ID = "demo";

    private final String page;

    ShopperPage(WebAppSettings web, DemoSettings demo) {
        String clientId = !web.clientId().isEmpty() ? web.clientId() : demo.demo() ? DEMO_CLIENT_ID : null;
        page = clientId == null ? read("shopper/home.html")
                : read("shopper/index.html").replace("{{clientId}}", HtmlUtils.htmlEscape(clientId))
                        .replace("{{api}}", "").replace("{{assets}}", "");
    }

    @GetMapping(path = "/", produces = MediaType.TEXT_HTML_VALUE)
    ResponseEntity<String> home() {
        return ResponseEntity.ok().cacheControl(CacheControl.noCache()).contentType(MediaType.TEXT_HTML).body(page);
    }

    @Override
    public void addResourceHandlers(ResourceHandlerRegistry registry) {
        registry.addResourceHandler("/app/**").addResourceLocations("classpath:/shopper/app/")
                .setCacheControl(CacheControl.maxAge(Duration.ofHours(1)).cachePublic());
    }

    private static String read(String resource) {
        try (InputStream in = new ClassPathResource(resource).getInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(resource + " is missing from the jar", e);
        }
    }
}
