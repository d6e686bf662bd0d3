package larder.platform.web;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How long the server waits on a client's connection ({@code LARDER_HTTP_*}).
 *
 * @param readTimeout the longest wait for the next bytes of a request, its head or its body, once a connection is
 *                    open (Tomcat's {@code connectionTimeout}, 60 s by default): a client that sends nothing for
 *                    this long is closed (408 when a request has begun), so that an idle or stalled connection does
 *                    not hold its socket and buffers for a minute
 * @param keepAliveTimeout the longest wait for the next request on a kept-alive connection: longer than the idle
 *                         timeout of common load balancers (60 s), so that the balancer, not the server, closes an
 *                         idle connection and never sends a request into one the server is closing
 */
@ConfigurationProperties("larder.http")
record HttpSettings(@DefaultValue("20s") Duration readTimeout, @DefaultValue("65s") Duration keepAliveTimeout) {
}
