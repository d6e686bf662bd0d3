package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

/** /docs serves the reference page from the jar, answered 200 and revalidated. */
class DocsControllerTest {

    @Test
    void servesTheReferencePageFromTheJar() {
        ResponseEntity<byte[]> page = new DocsController().docs();
        assertThat(page.getStatusCode().value()).isEqualTo(200);
        assertThat(page.getHeaders().getContentType()).isEqualTo(MediaType.TEXT_HTML);
        assertThat(page.getHeaders().getCacheControl()).isEqualTo("no-cache");
        assertThat(new String(page.getBody(), StandardCharsets.UTF_8)).contains("<html").contains("openapi.json");
    }
}
