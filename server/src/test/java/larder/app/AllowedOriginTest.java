package larder.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
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

    @ParameterizedTest(name = "{0} is refused")
    @ValueSource(strings = {"https://[1:2:3:4:5:6:7:8:9]", "https://[:::]", "https://[::1::]", "https://[1.2.3.4]",
            "https://[12345::1]", "https://[1:2:3:4:5:6:7]", "https://[::ffff:1.2.3]", "https://[::ffff:256.1.1.1]",
            "https://[:]", "https://[.]", "https://[::1.]", "https://*.[::1]"})
    void refusesABracketedHostThatIsNoIpv6Address(String input) {
        assertThatThrownBy(() -> AllowedOrigin.parse(input)).isInstanceOf(AllowedOrigin.Invalid.class)
                .hasMessage("not a valid IPv6 address");
    }

    @Test
    void anOriginIsShownInItsNormalForm() throws Exception {
        assertThat(AllowedOrigin.parse("HTTPS://*.Shop.Example:443")).hasToString("https://*.shop.example");
        assertThat(AllowedOrigin.parse("http://localhost:3000")).hasToString("http://localhost:3000");
    }

    @Test
    void anIpv6HostIsAtMostThirtyNineCharactersLong() throws Exception {
        String longest = "0000:0000:0000:0000:0000:0000:0000:0001";
        assertThat(AllowedOrigin.parse("https://[" + longest + "]").host()).isEqualTo("[" + longest + "]");
        assertThatThrownBy(() -> AllowedOrigin.parse("https://[0000:0000:0000:0000:0000:ffff:10.20.30.4]"))
                .isInstanceOf(AllowedOrigin.Invalid.class);
    }

    @ParameterizedTest(name = "{0} is refused")
    @ValueSource(strings = {"http://1.2.3", "http://1.2.3.4.5", "http://1.2.3.4567", "http://shop.123",
            "https://*.shop.123", "http://0x7f.1", "http://012.1.1.1", "http://1.2.3.256"})
    void refusesAHostWhoseLastLabelIsANumberButNotADottedQuad(String input) {
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

    @ParameterizedTest(name = "{0} is accepted")
    @ValueSource(strings = {"https://shop.example:1", "https://shop.example:65535"})
    void portsFromOneTo65535AreAccepted(String input) throws Exception {
        assertThat(AllowedOrigin.parse(input).port()).isIn(1, 65535);
    }

    @Test
    void aHostNameIsAtMost253Characters() throws Exception {
        String label = "a".repeat(63);
        String longest = label + "." + label + "." + label + "." + "b".repeat(61); // 253 characters
        assertThat(AllowedOrigin.parse("https://" + longest).host()).hasSize(253);
        assertThatThrownBy(() -> AllowedOrigin.parse("https://c" + longest)).isInstanceOf(AllowedOrigin.Invalid.class)
                .hasMessage("the host name is too long");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "https://*.10.0.0.1 | a wildcard needs a domain name, not an address",
            "https://*.shop.123 | a wildcard needs a domain name, not an address",
            "https://10.0.0.256 | not a valid IPv4 address",
            "https://shop.123 | not a valid IPv4 address",
            "https://*.example | a wildcard needs a domain of at least two labels, such as *.shop.example"})
    void saysWhyAnAddressHostIsRefused(String input, String message) {
        assertThatThrownBy(() -> AllowedOrigin.parse(input)).isInstanceOf(AllowedOrigin.Invalid.class)
                .hasMessage(message);
    }
}
