package larder.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedCondition;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Chromium (Debian's {@code chromium} and {@code chromium-driver}), with its own profile: two of them
 * are two devices. Screenshots go to {@code target/screenshots/}; the browser's console and axe-core's findings can
 * be checked.
 */
public final class Browser implements AutoCloseable {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");

    public final ChromeDriver driver;

    private Browser(ChromeDriver driver) {
        this.driver = driver;
    }

    /** A new browser; the test is skipped, saying why, where Chromium or its driver is not installed. */
    public static Browser open() {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "Browser tests need Debian's chromium and chromium-driver (apt-get install chromium chromium-driver); "
                        + ".ci/run installs them");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=412,915", "--disable-search-engine-choice-screen", "--no-first-run");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        // A phone's viewport, 390×844 (the screenshots in docs/screenshots/): headless Chromium's window is at least
        // 500 pixels wide, so the size is set by emulation.
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        return new Browser(driver);
    }

    public void go(String url) {
        driver.get(url);
    }

    public WebElement find(String css) {
        return until(d -> {
            List<WebElement> found = d.findElements(By.cssSelector(css));
            return found.isEmpty() || !found.getFirst().isDisplayed() ? null : found.getFirst();
        }, Patience.of(Duration.ofSeconds(30)), "a visible " + css);
    }

    public List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    public <T> T until(ExpectedCondition<T> condition, Duration patience, String what) {
        // A page that draws itself again replaces the elements a condition holds: ask again.
        return new WebDriverWait(driver, patience).withMessage(what)
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(condition);
    }

    public <T> T until(ExpectedCondition<T> condition, String what) {
        return until(condition, Patience.of(Duration.ofSeconds(30)), what);
    }

    public Object script(String script, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(script, arguments);
    }

    public void shot(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Files.write(SCREENSHOTS.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The console's errors since last asked, but for those {@code expected} names (a refusal the test causes). */
    public List<String> consoleErrors(String... expected) {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .filter(message -> java.util.Arrays.stream(expected).noneMatch(message::contains))
                .toList();
    }

    /** axe-core's serious and critical accessibility violations on the page as it is now. */
    @SuppressWarnings("unchecked")
    public List<String> seriousAccessibilityViolations() {
        script(axe());
        Object result = ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "axe.run(document, {resultTypes: ['violations']})"
                        + ".then(r => done(r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')"
                        + ".map(v => v.id + ': ' + v.help + ' (' + v.nodes.map(n => n.target.join(' ')).join(', ') + ')')))"
                        + ".catch(e => done(['axe failed: ' + e]));");
        return (List<String>) result;
    }

    public void assertNoConsoleErrors(String... expected) {
        assertThat(consoleErrors(expected)).as("console errors").isEmpty();
    }

    public void assertAccessible() {
        assertThat(seriousAccessibilityViolations()).as("serious accessibility violations").isEmpty();
    }

    /** The app's stored session, as larder.js keeps it in localStorage. */
    @SuppressWarnings("unchecked")
    public Map<String, Object> session(String clientId) {
        return (Map<String, Object>) script("return JSON.parse(localStorage.getItem(arguments[0]))",
                "larder.session." + clientId);
    }

    private static String axe() {
        try (InputStream in = Browser.class.getResourceAsStream("/axe/axe.min.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
