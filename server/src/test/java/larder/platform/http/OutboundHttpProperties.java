package larder.platform.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The SSRF guard ({@link OutboundHttp#isPrivate}) against a reference classification written from the sources, not
 * from the guard: the JDK's own predicates ({@code isLoopbackAddress} and the like) plus the ranges that the IANA
 * IPv4 and IPv6 special-purpose address registries mark as not globally reachable. IPv6 forms that carry an IPv4
 * address (mapped, IPv4-compatible, NAT64 64:ff9b::/96, 6to4) are classified by that address. Where the guard
 * deliberately differs from the registry, the difference is listed here ({@link #DOCUMENTATION}, {@link #STRICTER}).
 */
class OutboundHttpProperties {

    /** A CIDR block of the registries, of IPv4 (4 bytes) or IPv6 (16 bytes) addresses. */
    record Block(String name, int length, BigInteger first, BigInteger last) {
        static Block of(String name, String cidr) {
            try {
                String[] parts = cidr.split("/");
                byte[] bytes = parts[0].contains(":") ? bytes(parts[0]) : InetAddress.getByName(parts[0]).getAddress();
                int bits = bytes.length * 8;
                int prefix = Integer.parseInt(parts[1]);
                BigInteger base = new BigInteger(1, bytes);
                BigInteger size = BigInteger.ONE.shiftLeft(bits - prefix);
                return new Block(name, bytes.length, base, base.add(size).subtract(BigInteger.ONE));
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException(cidr, e);
            }
        }

        boolean contains(byte[] address) {
            if (address.length != length) {
                return false;
            }
            BigInteger value = new BigInteger(1, address);
            return value.compareTo(first) >= 0 && value.compareTo(last) <= 0;
        }
    }

    /** IANA IPv4 Special-Purpose Address Registry: the blocks whose "Globally Reachable" is False. */
    static final List<Block> IPV4_NOT_GLOBAL = List.of(
            Block.of("this network", "0.0.0.0/8"),
            Block.of("private-use", "10.0.0.0/8"),
            Block.of("shared address space (carrier-grade NAT)", "100.64.0.0/10"),
            Block.of("loopback", "127.0.0.0/8"),
            Block.of("link local", "169.254.0.0/16"),
            Block.of("private-use", "172.16.0.0/12"),
            Block.of("IETF protocol assignments", "192.0.0.0/24"),
            Block.of("private-use", "192.168.0.0/16"),
            Block.of("benchmarking", "198.18.0.0/15"),
            Block.of("reserved", "240.0.0.0/4"),
            Block.of("limited broadcast", "255.255.255.255/32"));

    /** IANA IPv6 Special-Purpose Address Registry: the blocks whose "Globally Reachable" is False. */
    static final List<Block> IPV6_NOT_GLOBAL = List.of(
            Block.of("loopback", "::1/128"),
            Block.of("unspecified", "::/128"),
            Block.of("IPv4-IPv6 translation, local use", "64:ff9b:1::/48"),
            Block.of("discard-only", "100::/64"),
            Block.of("IETF protocol assignments", "2001::/23"),
            Block.of("segment routing SIDs", "5f00::/16"),
            Block.of("unique local", "fc00::/7"),
            Block.of("link-local unicast", "fe80::/10"));

    /** Not globally reachable, but never routed either, so the guard lets a connection fail by itself. */
    static final List<Block> DOCUMENTATION = List.of(
            Block.of("TEST-NET-1", "192.0.2.0/24"), Block.of("TEST-NET-2", "198.51.100.0/24"),
            Block.of("TEST-NET-3", "203.0.113.0/24"), Block.of("documentation", "2001:db8::/32"),
            Block.of("documentation", "3fff::/20"));

    /**
     * Globally reachable by the registry, inside a block the guard refuses whole: anycast services (PCP, TURN, AMT,
     * AS112, ORCHIDv2, drone identifiers) that no page or webhook lives at.
     */
    static final List<Block> STRICTER = List.of(
            Block.of("PCP anycast", "192.0.0.9/32"), Block.of("TURN anycast", "192.0.0.10/32"),
            Block.of("TURN anycast", "2001:1::2/128"), Block.of("PCP anycast", "2001:1::1/128"),
            Block.of("AMT", "2001:3::/32"), Block.of("AS112-v6", "2001:4:112::/48"),
            Block.of("ORCHIDv2", "2001:20::/28"), Block.of("drone remote ID", "2001:30::/28"));

    /** The reference: whether a connection to this address must be refused. */
    static boolean notGlobal(InetAddress address) {
        if (address.isAnyLocalAddress() || address.isLoopbackAddress() || address.isLinkLocalAddress()
                || address.isSiteLocalAddress() || address.isMulticastAddress()) {
            return true;
        }
        byte[] b = address.getAddress();
        if (address instanceof Inet4Address) {
            return IPV4_NOT_GLOBAL.stream().anyMatch(block -> block.contains(b));
        }
        if (IPV6_NOT_GLOBAL.stream().anyMatch(block -> block.contains(b))) {
            return true;
        }
        for (String carrier : List.of("::ffff:0:0/96", "::/96", "64:ff9b::/96")) {
            if (Block.of(carrier, carrier).contains(b)) {
                return notGlobal(ipv4(b, 12));
            }
        }
        if (Block.of("6to4", "2002::/16").contains(b)) {
            return notGlobal(ipv4(b, 2));
        }
        return false;
    }

    static boolean inAny(List<Block> blocks, InetAddress address) {
        return blocks.stream().anyMatch(block -> block.contains(address.getAddress()));
    }

    private static InetAddress ipv4(byte[] b, int offset) {
        try {
            return InetAddress.getByAddress(new byte[] {b[offset], b[offset + 1], b[offset + 2], b[offset + 3]});
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    @Property(tries = 3000)
    void theGuardRefusesAnIpv4AddressExactlyWhenTheReferenceDoes(@ForAll("ipv4") InetAddress address) {
        checkAgainstTheReference(address);
    }

    @Property(tries = 3000)
    void theGuardRefusesAnIpv6AddressExactlyWhenTheReferenceDoes(@ForAll("ipv6") InetAddress address) {
        checkAgainstTheReference(address);
    }

    private static void checkAgainstTheReference(InetAddress address) {
        boolean refused = OutboundHttp.isPrivate(address);
        if (inAny(DOCUMENTATION, address)) {
            assertThat(refused).as("%s is documentation, left to fail by itself", address).isFalse();
        } else if (inAny(STRICTER, address)) {
            assertThat(refused).as("%s is in a block refused whole", address).isTrue();
        } else {
            assertThat(refused).as("%s refused", address).isEqualTo(notGlobal(address));
        }
    }

    /** Any address, or one near an edge of a registry block (its first or last address, or one step outside). */
    @Provide
    Arbitrary<InetAddress> ipv4() {
        Arbitrary<byte[]> any = Arbitraries.bytes().array(byte[].class).ofSize(4);
        List<Block> blocks = concat(IPV4_NOT_GLOBAL, DOCUMENTATION, STRICTER, List.of(Block.of("multicast",
                "224.0.0.0/4"), Block.of("site-local", "10.0.0.0/8")), 4);
        return Arbitraries.frequencyOf(
                Tuple.of(1, any.map(OutboundHttpProperties::address)),
                Tuple.of(2, nearEdges(blocks, 4)));
    }

    /**
     * Any address; one near an edge of a registry block; or one of the IPv6 forms that carry an IPv4 address,
     * carrying any IPv4 address or one near an edge.
     */
    @Provide
    Arbitrary<InetAddress> ipv6() {
        Arbitrary<byte[]> any = Arbitraries.bytes().array(byte[].class).ofSize(16);
        List<Block> blocks = concat(IPV6_NOT_GLOBAL, DOCUMENTATION, STRICTER, List.of(
                Block.of("multicast", "ff00::/8"), Block.of("site-local", "fec0::/10"),
                Block.of("NAT64", "64:ff9b::/96"), Block.of("6to4", "2002::/16"),
                Block.of("IPv4-compatible", "::/96")), 16);
        Arbitrary<byte[]> v4 = Arbitraries.oneOf(Arbitraries.bytes().array(byte[].class).ofSize(4),
                nearEdges(concat(IPV4_NOT_GLOBAL, List.of(), List.of(), List.of(), 4), 4)
                        .map(InetAddress::getAddress));
        Arbitrary<byte[]> prefixes = Arbitraries.of(
                bytes("::ffff:0:0"), bytes("64:ff9b::"), bytes("::"), bytes("2002::"), bytes("64:ff9b:1::"));
        Arbitrary<InetAddress> carried = Combinators.combine(prefixes, v4).as((prefix, ipv4) -> {
            byte[] b = prefix.clone();
            System.arraycopy(ipv4, 0, b, prefix[0] == 0x20 ? 2 : 12, 4);
            return ipv6Address(b);
        });
        return Arbitraries.frequencyOf(
                Tuple.of(1, any.map(OutboundHttpProperties::ipv6Address)),
                Tuple.of(2, nearEdges(blocks, 16).map(a -> ipv6Address(a.getAddress()))),
                Tuple.of(2, carried));
    }

    private static List<Block> concat(List<Block> a, List<Block> b, List<Block> c, List<Block> d, int length) {
        return java.util.stream.Stream.of(a, b, c, d).flatMap(List::stream)
                .filter(block -> block.length() == length).toList();
    }

    /** The first and last address of a block, and one step outside either end, possibly nudged inside. */
    private static Arbitrary<InetAddress> nearEdges(List<Block> blocks, int length) {
        BigInteger max = BigInteger.ONE.shiftLeft(length * 8).subtract(BigInteger.ONE);
        return Combinators.combine(Arbitraries.of(blocks), Arbitraries.integers().between(-2, 2),
                Arbitraries.of(true, false)).as((block, step, low) -> {
                    BigInteger edge = (low ? block.first() : block.last()).add(BigInteger.valueOf(step));
                    edge = edge.max(BigInteger.ZERO).min(max);
                    byte[] raw = edge.toByteArray();
                    byte[] b = new byte[length];
                    int copy = Math.min(raw.length, length);
                    System.arraycopy(raw, raw.length - copy, b, length - copy, copy);
                    return length == 4 ? address(b) : ipv6Address(b);
                });
    }

    private static InetAddress address(byte[] b) {
        try {
            return InetAddress.getByAddress(b);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Kept an Inet6Address even for ::ffff:a.b.c.d, which InetAddress.getByAddress turns into IPv4. */
    private static InetAddress ipv6Address(byte[] b) {
        try {
            return Inet6Address.getByAddress(null, b, -1);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The 16 bytes of an IPv6 literal (::ffff:0:0 included, which the JDK would turn into 0.0.0.0). */
    static byte[] bytes(String literal) {
        try {
            byte[] b = InetAddress.getByName(literal).getAddress();
            if (b.length == 16) {
                return b;
            }
            byte[] mapped = new byte[16];
            mapped[10] = (byte) 0xff;
            mapped[11] = (byte) 0xff;
            System.arraycopy(b, 0, mapped, 12, 4);
            return mapped;
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
