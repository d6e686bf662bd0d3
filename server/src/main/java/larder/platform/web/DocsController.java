package larder.platform.web;

import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import larder.platform.Secrets;
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

    /** A script written into the page, not loaded from a file: its text is what the page's policy allows by hash. */
    private static final Pattern INLINE_SCRIPT = Pattern.compile("<script>(.*?)</script>", Pattern.DOTALL);

    DocsController() {
        page = page();
    }

    private static byte[] page() {
        try (InputStream in = new ClassPathResource("docs/index.html").getInputStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("docs/index.html is missing from the jar", e);
        }
    }

    /**
     * The CSP sources ({@code 'sha256-…'}, CSP Level 2) of the page's inline scripts, so that its policy
     * ({@link SecurityHeaders}) runs Swagger UI's start-up script and no other inline script.
     */
    static String inlineScriptHashes() {
        Matcher script = INLINE_SCRIPT.matcher(new String(page(), StandardCharsets.UTF_8));
        StringJoiner sources = new StringJoiner(" ");
        while (script.find()) {
            byte[] digest = Secrets.sha256(script.group(1).getBytes(StandardCharsets.UTF_8));
            sources.add("'sha256-" + Base64.getEncoder().encodeToString(digest) + "'");
        }
        return sources.toString();
    }

    @GetMapping(path = {"/docs", "/docs/"}, produces = MediaType.TEXT_HTML_VALUE)
    ResponseEntity<byte[]> docs() {
        return ResponseEntity.ok().cacheControl(CacheControl.noCache()).contentType(MediaType.TEXT_HTML).body(page);
    }
}
