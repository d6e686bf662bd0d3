package larder.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class AllowedOriginTest {

    @ParameterizedTest(name = "{0} is stored as {1}")
    @CsvSource({
            "https://shop.example, https://shop.example",
            "HTTPS://Shop.Example, https://shop.example",
            "https://shop.example:443, https://shop.example",
            "http://shop.example:80, http://shop.example",
            "http://localhost:8080, http://localhost:8080",
            "https://shop.example:8443, https://shop.example:8443",
            "http://127.0.0.1:3000, http://127.0.0.1:3000",
            "http://[::1]:8080, http://[::1]:8080",
            "https://*.shop.example, https://*.shop.example",
            "https://*.Shop.Example:443, https://*.shop.example",
            "https://xn--bcher-kva.example, https://xn--bcher-kva.example",
    })
    void acceptsAndNormalisesOrigins(String input, String stored) throws Exception {
        assertThat(AllowedOrigin.parse(input).value()).isEqualTo(stored);
    }

    @ParameterizedTest(name = "{0} is refused")
    @ValueSource(strings = {
            "", "shop.example", "https://shop.example/", "https://shop.example/path", "https://shop.example?q=1",
            "https://shop.example#x", "ftp://shop.example", "file:///etc/passwd", "https://", "https://:443",
            "https://shop.example:0", "https://shop.example:65536", "https://shop.example:99999",
            "https://user@shop.example", "https://*.example", "https://*", "https://a.*.example",
            "https://*.127.0.0.1", "http://256.1.1.1", "https://-bad.example", "https://bad-.example",
            "https://sh op.example", "https://shop..example", "null", "*", "https://*.*.example",
            "https://[zz::1]", "https://shop.example:", "https://exa_mple.com"})
    void refusesAnythingButSchemeHostAndPort(String input) {
        assertThatThrownBy(() -> AllowedOrigin.parse(input)).isInstanceOf(AllowedOrigin.Invalid.class);
    }

    @ParameterizedTest(name = "{0} allows {1}: {2}")
    @CsvSource({
            "https://shop.example, https://shop.example, true",
            "https://shop.example, https://SHOP.example, true",
            "https://shop.example, https://shop.example:443, true",
            "https://shop.example, http://shop.example, false",
            "https://shop.example, https://shop.example:8443, false",
            "https://shop.example, https://a.shop.example, false",
            "https://*.shop.example, https://a.shop.example, true",
            "https://*.shop.example, https://a.b.shop.example, true",
            "https://*.shop.example, https://shop.example, false",
            "https://*.shop.example, https://evilshop.example, false",
            "https://*.shop.example, https://a.shop.example.evil, false",
            "https://*.shop.example, http://a.shop.example, false",
            "https://*.shop.example:8443, https://a.shop.example:8443, true",
            "https://*.shop.example:8443, https://a.shop.example, false",
            "http://localhost:3000, http://localhost:3000, true",
            "http://localhost:3000, http://localhost:3001, false",
    })
    void matchesRequestOrigins(String allowed, String requested, boolean expected) throws Exception {
        AllowedOrigin rule = AllowedOrigin.parse(allowed);
        assertThat(AllowedOrigin.ofRequest(requested).map(rule::matches).orElse(false)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"null", "*", "https://*.shop.example", "garbage", "https://shop.example/path"})
    void requestOriginsThatAreNoOriginMatchNothing(String header) {
        assertThat(AllowedOrigin.ofRequest(header)).isEmpty();
    }
}
