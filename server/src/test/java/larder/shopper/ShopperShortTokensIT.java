package larder.shopper;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import larder.support.Browser;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * With access tokens of 5 seconds, the app goes on working past their expiry, and shows no error; with refresh tokens
 * of 15 seconds, a session left longer is refused, and the app starts a new one and says so (issue 36, point 1).
 */
@TestPropertySource(properties = {"larder.demo=true", "larder.access-token-ttl=5", "larder.refresh-token-ttl=15"})
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

    @Test
    void aRefusedRefreshStartsANewSessionAndTheAppSaysSoInsteadOfFailing() throws InterruptedException {
        try (Browser browser = Browser.open()) {
            browser.go("http://localhost:" + port + "/");
            browser.find(".cards .card a").click();
            browser.find("#add-to-list").click();
            browser.find(".aisle .lines li");
            String oldList = browser.driver.getCurrentUrl();
            Object oldRefresh = browser.session("demo").get("refreshToken");

            // A bad access token (auth.token_invalid) is refreshed as an expired one is: same user, same list.
            browser.script("const key = 'larder.session.demo'; const s = JSON.parse(localStorage.getItem(key));"
                    + "s.accessToken = 'not-a-token'; s.expiresAt = Date.now() + 3600000;"
                    + "localStorage.setItem(key, JSON.stringify(s));");
            browser.driver.navigate().refresh();
            browser.find(".aisle .lines li");
            assertThat(browser.driver.getCurrentUrl()).isEqualTo(oldList);
            assertThat(browser.all("#notice").getFirst().isDisplayed()).as("an error notice").isFalse();
            assertThat(browser.all("#session-note").getFirst().isDisplayed()).as("a session note").isFalse();

            // Away from the app (an open list page keeps its session fresh through its live stream) past the refresh
            // token's life: the server refuses the session (invalid_grant) on the next visit.
            browser.go("about:blank");
            Thread.sleep(Duration.ofSeconds(16));
            browser.go(oldList);
            browser.find("#session-note");
            assertThat(browser.find("#session-note").getText()).contains("previous list could not be restored");
            browser.until(d -> d.getCurrentUrl().contains("#/list/") && !d.getCurrentUrl().equals(oldList),
                    "a new list of the new session");
            browser.find("#aisles");
            assertThat(browser.find("#aisles").getText()).contains("Nothing on this list yet");
            assertThat(browser.all("#notice").getFirst().isDisplayed()).as("an error notice").isFalse();
            assertThat(browser.session("demo").get("refreshToken")).isNotEqualTo(oldRefresh);

            // The new session works, and on the next reload nothing more is said.
            browser.find("#new-item").sendKeys("2 lemons\n");
            browser.until(d -> browser.find("#aisles").getText().contains("lemons"), "lemons on the new list");
            browser.find("#session-note-ok").click();
            browser.driver.navigate().refresh();
            browser.find(".aisle .lines li");
            assertThat(browser.all("#session-note").getFirst().isDisplayed()).isFalse();
            browser.assertNoConsoleErrors("access_token", "401", "400", "404");
        }
    }
}
