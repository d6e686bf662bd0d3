package larder.platform.web;

import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.springframework.core.io.ClassPathResource;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /docs}: the interactive reference, Swagger UI from the jar pointed at our own document, so that it works
 * offline and answers 200 rather than a redirect.
 */
@Hidden
@RestController
class DocsController {

    private final byte[] page;

    DocsController() {
        try (InputStream in = new ClassPathResource("docs/index.html").getInputStream()) {
            page = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("docs/index.html is missing from the jar", e);
        }
    }

    @GetMapping(path = {"/docs", "/docs/"}, produces = MediaType.TEXT_HTML_VALUE)
    ResponseEntity<byte[]> docs() {
        return ResponseEntity.ok().cacheControl(CacheControl.noCache()).contentType(MediaType.TEXT_HTML).body(page);
    }
}
