package larder.platform.http;

import io.micrometer.core.instrument.binder.httpcomponents.hc5.ObservationExecChainHandler;
import io.micrometer.observation.ObservationRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.time.Instant;
import larder.platform.PlatformSettings;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClientBuilder;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.util.Timeout;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * Requests to URLs that users give (recipe import, webhooks). The address of every connection, redirects
 * included, is checked when it is resolved: loopback, private, link-local, carrier-grade NAT, multicast and the
 * IPv6 forms that embed such IPv4 addresses are refused unless {@code LARDER_WEBHOOK_ALLOW_PRIVATE} is set.
 * Checking at connection time, in the resolver, leaves no gap for a DNS answer that changes between a check and
 * the connection. Redirects are followed three times at most; the whole exchange is bounded in time and size.
 */
@Component
public class OutboundHttp implements DisposableBean {

    public static final int MAX_REDIRECTS = 3;

    private final boolean allowPrivate;
    private final DnsResolver resolver;
    private final CloseableHttpClient client;
    /** Null unless traces are exported. */
    private final ObservationRegistry observations;

    /** The fetched body and where it finally came from (after redirects). */
    public record Fetched(URI uri, String contentType, byte[] body) {
    }

    /** Why a URL was not fetched; the message is fit to show the client. */
    public static final class Failure extends Exception {
        private final boolean refused;

        Failure(String message, boolean refused) {
            super(message, null, false, false);
            this.refused = refused;
        }

        /** True when the URL pointed at an address the operator does not allow. */
        public boolean refused() {
            return refused;
        }
    }

    private static final class PrivateAddress extends UnknownHostException {
        PrivateAddress(String host) {
            super(host + " resolves to a private, loopback or link-local address");
        }
    }

    public OutboundHttp(PlatformSettings settings, ObjectProvider<ObservationRegistry> observations) {
        this.allowPrivate = settings.webhookAllowPrivate();
        // With tracing on, every exchange is a client span, its trace passed on in a traceparent header.
        this.observations = settings.tracing() ? observations.getIfAvailable() : null;
        this.resolver = new DnsResolver() {
            @Override
            public InetAddress[] resolve(String host) throws UnknownHostException {
                InetAddress[] addresses = InetAddress.getAllByName(host);
                if (!allowPrivate) {
                    for (InetAddress address : addresses) {
                        if (isPrivate(address)) {
                            throw new PrivateAddress(host);
                        }
                    }
                }
                return addresses;
            }

            @Override
            public String resolveCanonicalHostname(String host) {
                return host;
            }
        };
        this.client = observed(HttpClients.custom())
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setDnsResolver(resolver)
                        .setDefaultConnectionConfig(ConnectionConfig.custom()
                                .setConnectTimeout(Timeout.ofSeconds(5))
                                .setSocketTimeout(Timeout.ofSeconds(10))
                                .build())
                        .setMaxConnTotal(50)
                        .setMaxConnPerRoute(5)
                        .build())
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setRedirectsEnabled(true)
                        .setMaxRedirects(MAX_REDIRECTS)
                        .setCircularRedirectsAllowed(false)
                        .setResponseTimeout(Timeout.ofSeconds(10))
                        .build())
                .setUserAgent("Larder/0.1 (recipe import; +https://github.com/larder)")
                .disableCookieManagement()
                .disableAuthCaching()
                .build();
    }

    private HttpClientBuilder observed(HttpClientBuilder builder) {
        return observations == null ? builder
                : builder.addExecInterceptorLast("observation", new ObservationExecChainHandler(observations));
    }

    /** GETs the URL, reading at most {@code maxBytes} within {@code deadline}; answers only 2xx bodies. */
    public Fetched get(URI uri, String accept, long maxBytes, Duration deadline) throws Failure {
        if (uri.getScheme() == null || !(uri.getScheme().equalsIgnoreCase("http")
                || uri.getScheme().equalsIgnoreCase("https")) || uri.getHost() == null) {
            throw new Failure("Only absolute http and https URLs can be fetched.", false);
        }
        HttpGet get = new HttpGet(uri);
        get.setHeader("Accept", accept);
        Instant until = Instant.now().plus(deadline);
        try {
            return client.execute(get, response -> read(uri, response, maxBytes, until));
        } catch (PrivateAddress e) {
            throw new Failure("The URL points at a private, loopback or link-local address, which this server does "
                    + "not fetch.", true);
        } catch (UncheckedFailure e) {
            throw e.failure;
        } catch (UnknownHostException e) {
            throw new Failure("The host of the URL is unknown.", false);
        } catch (IOException e) {
            Throwable cause = e.getCause() instanceof PrivateAddress ? e.getCause() : e;
            if (cause instanceof PrivateAddress) {
                throw new Failure("The URL points at a private, loopback or link-local address, which this server "
                        + "does not fetch.", true);
            }
            String reason = e instanceof org.apache.hc.client5.http.ClientProtocolException
                    && e.getCause() instanceof org.apache.hc.client5.http.RedirectException
                    ? "more than " + MAX_REDIRECTS + " redirects" : e.getClass().getSimpleName();
            throw new Failure("The page could not be fetched (" + reason + ").", false);
        }
    }

    /**
     * Whether a host is refused: it resolves to a private, loopback or link-local address and those are not
     * allowed. A host that does not resolve now is not refused here; connecting to it is checked again.
     */
    public boolean refuses(String host) {
        if (allowPrivate) {
            return false;
        }
        try {
            resolver.resolve(host);
            return false;
        } catch (PrivateAddress e) {
            return true;
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** What a POST got back: the status and the {@code Retry-After} header, if any. */
    public record Posted(int status, String retryAfter) {
    }

    /**
     * A client for POSTs to URLs that users registered (webhooks): the same resolver, so every connection's
     * address is checked when it is made; no redirect is followed; at most {@code perRoute} connections to one
     * host and port. Close it when done.
     */
    public Poster poster(int perRoute, int total, Duration timeout, String userAgent) {
        return new Poster(observed(HttpClients.custom())
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setDnsResolver(resolver)
                        .setDefaultConnectionConfig(ConnectionConfig.custom()
                                .setConnectTimeout(Timeout.of(timeout))
                                .setSocketTimeout(Timeout.of(timeout))
                                .build())
                        .setMaxConnTotal(total)
                        .setMaxConnPerRoute(perRoute)
                        .build())
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setRedirectsEnabled(false)
                        .setConnectionRequestTimeout(Timeout.of(timeout))
                        .setResponseTimeout(Timeout.of(timeout))
                        .build())
                .setUserAgent(userAgent)
                .disableCookieManagement()
                .disableAuthCaching()
                .disableAutomaticRetries()
                .build());
    }

    /** See {@link #poster}. */
    public static final class Poster implements AutoCloseable {
        private static final int MAX_RESPONSE_BYTES = 64 * 1024;
        private final CloseableHttpClient client;

        private Poster(CloseableHttpClient client) {
            this.client = client;
        }

        /**
         * POSTs a JSON body with the given headers. Any answer is returned, whatever its status (the body is read
         * up to 64 KiB and dropped, so the connection can be reused); no answer is a {@link Failure}.
         */
        public Posted post(URI uri, java.util.Map<String, String> headers, byte[] body) throws Failure {
            org.apache.hc.client5.http.classic.methods.HttpPost post =
                    new org.apache.hc.client5.http.classic.methods.HttpPost(uri);
            headers.forEach(post::setHeader);
            post.setEntity(new org.apache.hc.core5.http.io.entity.ByteArrayEntity(body,
                    org.apache.hc.core5.http.ContentType.APPLICATION_JSON));
            try {
                return client.execute(post, response -> {
                    HttpEntity entity = response.getEntity();
                    if (entity != null) {
                        try (InputStream in = entity.getContent()) {
                            byte[] buffer = new byte[8 * 1024];
                            long read = 0;
                            int n;
                            while (read < MAX_RESPONSE_BYTES && (n = in.read(buffer)) != -1) {
                                read += n;
                            }
                        }
                    }
                    org.apache.hc.core5.http.Header retryAfter = response.getFirstHeader("Retry-After");
                    return new Posted(response.getCode(), retryAfter == null ? null : retryAfter.getValue());
                });
            } catch (PrivateAddress e) {
                throw new Failure("private address", true);
            } catch (UnknownHostException e) {
                throw new Failure("unknown host", false);
            } catch (java.io.InterruptedIOException e) {
                throw new Failure("timeout", false);
            } catch (IOException e) {
                if (e.getCause() instanceof PrivateAddress) {
                    throw new Failure("private address", true);
                }
                throw new Failure(e instanceof java.net.ConnectException ? "connection refused"
                        : e.getClass().getSimpleName(), false);
            }
        }

        @Override
        public void close() throws IOException {
            client.close();
        }
    }

    private static Fetched read(URI uri, ClassicHttpResponse response, long maxBytes, Instant until)
            throws IOException {
        int status = response.getCode();
        if (status < 200 || status > 299) {
            throw new UncheckedFailure(new Failure("The page answered HTTP " + status + ".", false));
        }
        HttpEntity entity = response.getEntity();
        if (entity == null) {
            throw new UncheckedFailure(new Failure("The page is empty.", false));
        }
        if (entity.getContentLength() > maxBytes) {
            throw new UncheckedFailure(new Failure("The page is larger than " + maxBytes + " bytes.", false));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[16 * 1024];
        try (InputStream in = entity.getContent()) {
            int n;
            while ((n = in.read(buffer)) != -1) {
                out.write(buffer, 0, n);
                if (out.size() > maxBytes) {
                    throw new UncheckedFailure(new Failure("The page is larger than " + maxBytes + " bytes.", false));
                }
                if (Instant.now().isAfter(until)) {
                    throw new UncheckedFailure(new Failure("The page took too long to arrive.", false));
                }
            }
        }
        return new Fetched(uri, entity.getContentType(), out.toByteArray());
    }

    /** Carries a failure out of the response handler, which may only throw IOException. */
    private static final class UncheckedFailure extends IOException {
        private final Failure failure;

        UncheckedFailure(Failure failure) {
            super(failure.getMessage(), null);
            this.failure = failure;
        }
    }

    /**
     * Addresses a server on the public internet should never make us connect to: those the JDK classifies as
     * wildcard, loopback, link-local, site-local or multicast, and the ranges of the IANA special-purpose address
     * registries that are not globally reachable, IPv6 forms that embed an IPv4 address being judged by that address.
     * The documentation ranges (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32, 3fff::/20) are left
     * alone: they are never routed, so a connection to one fails by itself. Two blocks are refused whole although the
     * registry marks a few addresses in them globally reachable (192.0.0.9 and 192.0.0.10 in 192.0.0.0/24, and some
     * in 2001::/23): they are anycast services, never a page or a webhook.
     */
    public static boolean isPrivate(InetAddress address) {
        if (address.isAnyLocalAddress() || address.isLoopbackAddress() || address.isLinkLocalAddress()
                || address.isSiteLocalAddress() || address.isMulticastAddress()) {
            return true;
        }
        byte[] b = address.getAddress();
        if (address instanceof Inet4Address) {
            int first = b[0] & 0xff;
            int second = b[1] & 0xff;
            return first == 0                                   // "this network"
                    || (first == 100 && second >= 64 && second <= 127) // carrier-grade NAT
                    || (first == 192 && second == 0 && (b[2] & 0xff) == 0) // IETF protocol assignments
                    || (first == 198 && (second == 18 || second == 19))    // benchmarking
                    || first >= 240;                               // reserved and broadcast
        }
        if (address instanceof Inet6Address) {
            int first = b[0] & 0xff;
            int second = b[1] & 0xff;
            if ((first & 0xfe) == 0xfc) {
                return true; // unique local fc00::/7
            }
            if (first == 0x20 && second == 0x01 && (b[2] & 0xfe) == 0) {
                return true; // IETF protocol assignments 2001::/23 (Teredo, benchmarking, ORCHID and others)
            }
            if (first == 0x5f && second == 0x00                      // segment routing SIDs 5f00::/16
                    || first == 0x01 && second == 0x00 && isZero(b, 2, 8) // discard-only 100::/64
                    || first == 0x00 && second == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b
                            && (b[4] & 0xff) == 0x00 && (b[5] & 0xff) == 0x01) { // local-use NAT64 64:ff9b:1::/48
                return true;
            }
            boolean mapped = isZero(b, 0, 10) && (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff;
            boolean nat64 = (b[0] & 0xff) == 0x00 && (b[1] & 0xff) == 0x64 && (b[2] & 0xff) == 0xff
                    && (b[3] & 0xff) == 0x9b && isZero(b, 4, 12);
            boolean compatible = isZero(b, 0, 12);
            if (mapped || nat64 || compatible) {
                return embedded(b, 12);
            }
            if (first == 0x20 && second == 0x02) { // 6to4 2002::/16 embeds an IPv4 address
                return embedded(b, 2);
            }
        }
        return false;
    }

    private static boolean embedded(byte[] b, int offset) {
        try {
            return isPrivate(InetAddress.getByAddress(new byte[] {b[offset], b[offset + 1], b[offset + 2],
                    b[offset + 3]}));
        } catch (UnknownHostException e) {
            return true;
        }
    }

    private static boolean isZero(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void destroy() throws IOException {
        client.close();
    }
}
