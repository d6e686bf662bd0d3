package larder.platform.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Inet6Address;
import java.net.InetAddress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OutboundHttpTest {

    @ParameterizedTest(name = "{0} private: {1}")
    @CsvSource({
            "127.0.0.1, true", "127.1.2.3, true", "10.0.0.1, true", "172.16.0.1, true", "172.31.255.255, true",
            "192.168.1.1, true", "169.254.169.254, true", "0.0.0.0, true", "100.64.0.1, true", "224.0.0.1, true",
            "255.255.255.255, true", "198.18.0.1, true", "::1, true", "fe80::1, true", "fc00::1, true",
            "fd12:3456::1, true", "::ffff:127.0.0.1, true", "::ffff:10.1.2.3, true", "64:ff9b::a00:1, true",
            "2002:7f00:1::, true", "::, true",
            "93.184.216.34, false", "8.8.8.8, false", "172.32.0.1, false", "100.128.0.1, false",
            "2606:4700::6810:85e5, false", "::ffff:8.8.8.8, false", "2002:808:808::, false",
    })
    void refusesEveryNonPublicAddress(String address, boolean refused) throws Exception {
        assertThat(OutboundHttp.isPrivate(InetAddress.getByName(address))).isEqualTo(refused);
    }

    @ParameterizedTest(name = "{0} private: {1}")
    @CsvSource({
            // "this network" 0.0.0.0/8
            "0.255.255.255, true", "1.0.0.0, false",
            // carrier-grade NAT 100.64.0.0/10
            "100.63.255.255, false", "100.64.0.0, true", "100.127.255.255, true", "100.128.0.0, false",
            "99.64.0.1, false", "101.64.0.1, false",
            // benchmarking 198.18.0.0/15
            "198.17.255.255, false", "198.18.0.0, true", "198.19.255.255, true", "198.20.0.0, false",
            "197.18.0.1, false", "199.18.0.1, false",
            // IETF protocol assignments 192.0.0.0/24
            "191.255.255.255, false", "192.0.0.0, true", "192.0.0.255, true", "192.0.1.0, false",
            "192.1.0.0, false", "193.0.0.1, false",
            // reserved 240.0.0.0/4 and broadcast
            "239.255.255.255, true", "240.0.0.0, true", "247.1.2.3, true", "254.255.255.255, true",
            "223.255.255.255, false",
    })
    void refusesTheSpecialPurposeIpv4RangesToTheirEdges(String address, boolean refused) throws Exception {
        assertThat(OutboundHttp.isPrivate(InetAddress.getByName(address))).isEqualTo(refused);
    }

    @ParameterizedTest(name = "{0} private: {1}")
    @CsvSource({
            // NAT64 64:ff9b::/96 embeds an IPv4 address in its last 32 bits
            "64:ff9b::a9fe:a9fe, true", "64:ff9b::6440:1, true", "64:ff9b::808:808, false",
            "64:ff9b::1:0:0:808:808, false", "64:ff9a::a00:1, false", "65:ff9b::a00:1, false", "64:fe9b::a00:1, false",
            "64:ff9c::a00:1, false", "164:ff9b::a00:1, false",
            // the local-use NAT64 prefix 64:ff9b:1::/48 is not global whatever it embeds
            "64:ff9b:1::808:808, true", "64:ff9b:1:ffff::1, true", "64:ff9b:2::808:808, false",
            "64:ff9b:0:1::808:808, false",
            // IPv4-compatible ::a.b.c.d (deprecated) is judged by the address it embeds
            "::a00:1, true", "::7f00:1, true", "::6440:1, true", "::c612:1, true", "::808:808, false",
            "::1:808:808, false", "1::808:808, false",
            // 6to4 2002::/16 embeds an IPv4 address after its prefix
            "2002:a00:1::1, true", "2002:c612:1::1, true", "2002:808:808::1, false", "2003:a00:1::1, false",
            "2102:a00:1::1, false",
            // IETF protocol assignments 2001::/23, discard-only 100::/64 and SRv6 SIDs 5f00::/16
            "2001::1, true", "2001:1ff:ffff::1, true", "2001:200::1, false", "2001:4860:4860::8888, false",
            "100::1, true", "100::ffff:ffff:ffff:ffff, true", "100:0:0:1::1, false", "101::1, false",
            "5f00::1, true", "5f00:ffff::1, true", "5f01::1, false", "5e00::1, false",
            // unique local fc00::/7 to its edges
            "fbff:ffff::1, false", "fc00::, true", "fdff:ffff::1, true", "fe00::1, false",
    })
    void refusesTheSpecialPurposeIpv6RangesAndTheirEmbeddedIpv4Addresses(String address, boolean refused)
            throws Exception {
        assertThat(OutboundHttp.isPrivate(InetAddress.getByName(address))).isEqualTo(refused);
    }

    /** The JDK turns ::ffff:a.b.c.d into an Inet4Address, but an Inet6Address can still carry one. */
    @ParameterizedTest(name = "{0} private: {1}")
    @CsvSource({"127.0.0.1, true", "10.1.2.3, true", "100.64.0.1, true", "8.8.8.8, false", "93.184.216.34, false"})
    void judgesAnIpv4MappedIpv6AddressByItsIpv4Address(String ipv4, boolean refused) throws Exception {
        byte[] v4 = InetAddress.getByName(ipv4).getAddress();
        byte[] mapped = new byte[16];
        mapped[10] = (byte) 0xff;
        mapped[11] = (byte) 0xff;
        System.arraycopy(v4, 0, mapped, 12, 4);
        Inet6Address address = Inet6Address.getByAddress(null, mapped, -1);
        assertThat(address).isInstanceOf(Inet6Address.class);
        assertThat(OutboundHttp.isPrivate(address)).isEqualTo(refused);
        mapped[10] = (byte) 0xfe;
        assertThat(OutboundHttp.isPrivate(Inet6Address.getByAddress(null, mapped, -1)))
                .as("::fffe:... is not a mapped address").isFalse();
    }

    @Test
    void aMappedAddressNeedsBothFfBytes() throws Exception {
        byte[] almost = new byte[16];
        almost[10] = 0;
        almost[11] = (byte) 0xff;
        almost[12] = 10;
        almost[15] = 1;
        assertThat(OutboundHttp.isPrivate(Inet6Address.getByAddress(null, almost, -1))).isFalse();
    }
}
