package larder.shopper;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import larder.support.Browser;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/** With access tokens of 5 seconds, the app goes on working past their expiry, and shows no error. */
@TestPropertySource(properties = {"larder.demo=true", "larder.access-token-ttl=5"})
class ShopperShortTokensIT extends IntegrationTest {

    @Test
    void theAppKeepsWorkingPastItsTokensExpiryWithNoErrorShown() throws InterruptedException {
        try (Browser browser = Browser.open()) {
            browser.go("http://localhost:" + port + "/");
            browser.find(".cards .card a").click();
            browser.find("#add-to-list").click();
            browser.find(".aisle .lines li");
            Object firstToken = browser.session("demo").get("accessToken");
            for (int step = 1; step <= 3; step++) {
                // Past the token's life: the next calls refresh it, before or after the server refuses it.
                Thread.sleep(Duration.ofSeconds(6));
                browser.find("#new-item").sendKeys(step + " lemons\n");
                String added = step + " lemons";
                browser.until(d -> browser.find("#aisles").getText().contains("lemon")
                        && browser.find("#new-item").getAttribute("value").isEmpty(), "the item added: " + added);
                int checked = browser.all(".lines li.checked").size();
                browser.find(".lines li:not(.checked) input[type=checkbox]").click();
                browser.until(d -> browser.all(".lines li.checked").size() == checked + 1,
                        "one more line checked at step " + step);
            }
            browser.go("http://localhost:" + port + "/#/feed");
            browser.find(".cards .card img");
            assertThat(browser.all("#notice").getFirst().isDisplayed()).as("an error notice").isFalse();
            assertThat(browser.session("demo").get("accessToken")).isNotEqualTo(firstToken);
            browser.assertNoConsoleErrors();
        }
    }
}
