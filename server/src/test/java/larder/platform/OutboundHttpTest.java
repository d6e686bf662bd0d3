package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
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
}
