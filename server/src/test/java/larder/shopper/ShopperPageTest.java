package larder.shopper;

import static org.assertj.core.api.Assertions.assertThat;

import larder.demo.DemoSettings;
import org.junit.jupiter.api.Test;

class ShopperPageTest {

    private static String page(String clientId, boolean demo) {
        return new ShopperPage(new WebAppSettings(clientId), new DemoSettings(demo)).home().getBody();
    }

    @Test
    void theConfiguredAppIsTheOneThePageUses() {
        assertThat(page("app_123", false)).contains("<meta name=\"larder-client-id\" content=\"app_123\">")
                .contains("/app/app.js");
        assertThat(page(" app_123 ", true)).contains("content=\"app_123\"");
    }

    @Test
    void withDemoAndNoAppTheDemoAppIsUsed() {
        assertThat(page(null, true)).contains("<meta name=\"larder-client-id\" content=\"demo\">");
    }

    @Test
    void withNeitherThePagePointsToTheReference() {
        assertThat(page("", false)).contains("href=\"/docs\"").doesNotContain("app.js");
    }

    @Test
    void aClientIdCannotBreakOutOfItsAttribute() {
        assertThat(page("a\"><script>x</script>", false)).doesNotContain("<script>x").contains("&quot;&gt;&lt;script&gt;");
    }
}
