package larder.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The origin validator's address hosts against a reference: the JDK's own parser of IPv6 literals
 * ({@code InetAddress.getByName} of a bracketed literal, which never asks DNS), and the dotted-decimal octets of
 * RFC 3986 for IPv4. An IPv6 literal in an origin is at most 39 characters, the longest uncompressed form.
 */
class AllowedOriginProperties {

    private static final String IPV6_CHARACTERS = "0123456789abcdefABCDEF:.";

    /**
     * Whether the JDK reads the text as an IPv6 literal, with RFC 3986's limit of four hex digits to a group, which
     * the JDK does not hold to (it reads 0ff00:: as ff00::).
     */
    static boolean jdkReadsIpv6(String text) {
        if (!text.contains(":")) {
            return false; // inside brackets the JDK would also take a dotted IPv4 address
        }
        for (String group : text.split(":", -1)) {
            if (group.length() > 4 && !group.contains(".")) {
                return false;
            }
        }
        try {
            InetAddress.getByName("[" + text + "]");
            return true;
        } catch (UnknownHostException e) {
            return false;
        }
    }

    @Property(tries = 2000)
    void acceptsABracketedIpv6HostExactlyWhenTheJdkReadsIt(@ForAll("ipv6Texts") String text) throws Exception {
        String origin = "http://[" + text + "]:8080";
        if (jdkReadsIpv6(text) && text.length() <= 39) {
            AllowedOrigin parsed = AllowedOrigin.parse(origin);
            assertThat(parsed.value()).isEqualTo("http://[" + text.toLowerCase(Locale.ROOT) + "]:8080");
            assertThat(AllowedOrigin.ofRequest(origin)).hasValueSatisfying(r -> assertThat(parsed.matches(r))
                    .isTrue());
        } else {
            assertThatThrownBy(() -> AllowedOrigin.parse(origin)).as(origin)
                    .isInstanceOf(AllowedOrigin.Invalid.class);
            assertThat(AllowedOrigin.ofRequest(origin)).isEmpty();
        }
    }

    @Property(tries = 1000)
    void acceptsEveryIpv6AddressInItsUsualForms(@ForAll("ipv6Addresses") Inet6Address address) throws Exception {
        String full = address.getHostAddress();
        String compressed = full.replaceFirst("(^|:)0(:0)+(:|$)", "::");
        for (String text : new String[] {full, compressed, full.toUpperCase(Locale.ROOT)}) {
            assertThat(AllowedOrigin.parse("https://[" + text + "]").host())
                    .isEqualTo("[" + text.toLowerCase(Locale.ROOT) + "]");
        }
        assertThatThrownBy(() -> AllowedOrigin.parse("https://*.[" + full + "]"))
                .isInstanceOf(AllowedOrigin.Invalid.class);
    }

    @Property(tries = 1000)
    void acceptsADottedIpv4HostExactlyWhenEveryOctetIsADecimalOctet(@ForAll("ipv4Texts") String text)
            throws Exception {
        if (decimalOctets(text)) {
            assertThat(AllowedOrigin.parse("http://" + text).host()).isEqualTo(text);
        } else {
            assertThatThrownBy(() -> AllowedOrigin.parse("http://" + text)).as(text)
                    .isInstanceOf(AllowedOrigin.Invalid.class);
        }
        assertThatThrownBy(() -> AllowedOrigin.parse("http://*." + text)).isInstanceOf(AllowedOrigin.Invalid.class);
    }

    /** RFC 3986's dec-octet: 0-255 written without leading zeros. */
    static boolean decimalOctets(String text) {
        String[] parts = text.split("\\.", -1);
        if (parts.length != 4) {
            return false;
        }
        for (String part : parts) {
            if (part.isEmpty() || part.length() > 3 || !part.chars().allMatch(Character::isDigit)
                    || part.length() > 1 && part.charAt(0) == '0' || Integer.parseInt(part) > 255) {
                return false;
            }
        }
        return true;
    }

    @Provide
    Arbitrary<Inet6Address> ipv6Addresses() {
        return Arbitraries.bytes().array(byte[].class).ofSize(16).map(b -> {
            try {
                return Inet6Address.getByAddress(null, b, -1);
            } catch (UnknownHostException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** Valid literals, those with a character changed, dropped or added, and strings of the literal's characters. */
    @Provide
    Arbitrary<String> ipv6Texts() {
        Arbitrary<String> valid = Arbitraries.oneOf(
                ipv6Addresses().map(Inet6Address::getHostAddress),
                ipv6Addresses().map(a -> a.getHostAddress().replaceFirst("(^|:)0(:0)+(:|$)", "::")),
                Arbitraries.of("::", "::1", "1::", "::ffff:1.2.3.4", "64:ff9b::10.0.0.1", "1:2:3:4:5:6:7:8",
                        "1:2:3:4:5:6:1.2.3.4", "fe80::1", "0000:0000:0000:0000:0000:0000:0000:0001",
                        "0000:0000:0000:0000:0000:ffff:10.20.30.4"));
        Arbitrary<Character> characters = Arbitraries.of(IPV6_CHARACTERS.chars().mapToObj(c -> (char) c).toList());
        Arbitrary<String> changed = Combinators.combine(valid, Arbitraries.integers().between(0, 45), characters,
                Arbitraries.integers().between(0, 2)).as((text, at, c, how) -> {
                    int i = Math.min(at, text.length() - 1);
                    return switch (how) {
                        case 0 -> text.substring(0, i) + c + text.substring(i + 1);
                        case 1 -> text.substring(0, i) + text.substring(i + 1);
                        default -> text.substring(0, i) + c + text.substring(i);
                    };
                });
        Arbitrary<String> random = Arbitraries.strings().withChars(IPV6_CHARACTERS).ofMinLength(1).ofMaxLength(45);
        return Arbitraries.frequencyOf(Tuple.of(3, valid), Tuple.of(4, changed), Tuple.of(1, random))
                .filter(text -> !text.isEmpty());
    }

    /** Four numbers of up to four digits, sometimes with a leading zero, or a wrong count of them. */
    @Provide
    Arbitrary<String> ipv4Texts() {
        Arbitrary<String> octet = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.integers().between(0, 255).map(String::valueOf)),
                Tuple.of(1, Arbitraries.integers().between(256, 9999).map(String::valueOf)),
                Tuple.of(1, Arbitraries.integers().between(0, 99).map(n -> "0" + n)));
        return octet.list().ofMinSize(3).ofMaxSize(5).map(parts -> String.join(".", parts))
                .filter(text -> text.length() <= 253);
    }
}
