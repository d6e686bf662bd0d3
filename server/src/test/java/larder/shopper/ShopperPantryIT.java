package larder.shopper;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.http.ContentType;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import larder.support.Browser;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.springframework.test.context.TestPropertySource;

/**
 * The shopper app's pantry screen in a real browser (headless Chromium): adding by a line of text, the expiry order,
 * editing, the staple toggle, the "expiring soon" filter and deleting (docs/shopper-app.md, docs/pantry.md).
 */
@TestPropertySource(properties = "larder.demo=true")
class ShopperPantryIT extends IntegrationTest {

    private String app() {
        return "http://localhost:" + port + "/";
    }

    private static WebElement line(Browser browser, String name) {
        return browser.all("#pantry-items li").stream().filter(li -> li.getText().contains(name)).findFirst()
                .orElseThrow(() -> new AssertionError(name + " is not in the pantry"));
    }

    private List<Map<String, Object>> pantry(Browser browser) {
        String token = (String) browser.session("demo").get("accessToken");
        return raw().auth().oauth2(token).accept(ContentType.JSON).get("/v1beta/pantry").then().statusCode(200)
                .extract().path("data");
    }

    @Test
    void aShopperKeepsAPantryInExpiryOrderEditsMarksAStapleFiltersAndDeletes() {
        try (Browser alice = Browser.open()) {
            alice.go(app());
            alice.find(".cards .card a"); // the feed shown: the app has its session
            alice.find("a[data-nav='pantry']").click();
            alice.find("#pantry-empty");

            alice.find("#pantry-new").sendKeys("500 g flour\n");
            alice.until(d -> alice.find("#pantry-items").getText().contains("500 g flour"), "the flour added");
            alice.find("#pantry-new").sendKeys("1 l milk\n");
            alice.until(d -> alice.find("#pantry-items").getText().contains("milk"), "the milk added");
            alice.find("#pantry-new").sendKeys("200 g flour\n");
            alice.until(d -> alice.find("#pantry-items").getText().contains("700 g flour"),
                    "the flour combined into one item");
            assertThat(alice.all("#pantry-items li")).hasSize(2);

            // The milk kept in the fridge, to be used by tomorrow: it comes first.
            line(alice, "milk").findElement(By.cssSelector("button[aria-label='Edit milk']")).click();
            String tomorrow = LocalDate.now(ZoneOffset.UTC).plusDays(1).toString();
            alice.script("arguments[0].value = arguments[1]", alice.find("#pantry-edit-expires"), tomorrow);
            alice.find("#pantry-edit-location").findElement(By.cssSelector("option[value='fridge']")).click();
            alice.find("#pantry-edit-save").click();
            alice.until(d -> alice.find("#pantry-items li").getText().contains("expires tomorrow"),
                    "the milk first, expiring tomorrow");
            assertThat(alice.find("#pantry-items li").getText()).contains("milk").contains("Fridge");
            alice.shot("pantry-1-list");
            alice.assertAccessible();

            // The flour is a staple, still after a reload.
            line(alice, "flour").findElement(By.cssSelector("input[type=checkbox]")).click();
            alice.until(d -> Boolean.TRUE.equals(pantry(alice).stream()
                    .filter(i -> "flour".equals(i.get("name"))).findFirst().orElseThrow().get("staple")),
                    "the flour a staple on the server");
            alice.driver.navigate().refresh();
            alice.find("#pantry-items li");
            assertThat(line(alice, "flour").findElement(By.cssSelector("input[type=checkbox]")).isSelected())
                    .isTrue();

            // Only what expires soon.
            alice.find("#pantry-soon").click();
            alice.until(d -> alice.all("#pantry-items li").size() == 1, "only the milk");
            assertThat(alice.find("#pantry-items li").getText()).contains("milk");
            alice.find("#pantry-soon").click();
            alice.until(d -> alice.all("#pantry-items li").size() == 2, "everything again");

            // The milk deleted.
            line(alice, "milk").findElement(By.cssSelector("button[aria-label='Delete milk']")).click();
            alice.until(d -> alice.all("#pantry-items li").size() == 1, "the milk gone");
            assertThat(pantry(alice)).extracting(i -> i.get("name")).containsExactly("flour");
            alice.shot("pantry-2-after");
            alice.assertNoConsoleErrors();
        }
    }
}
