package larder.platform.web;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import larder.platform.PlatformSettings;
import larder.platform.problem.Problems;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.RemoteIpValve;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.micrometer.observation.autoconfigure.ObservationRegistryCustomizer;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import tools.jackson.databind.json.JsonMapper;

@Configuration(proxyBeanMethods = false)
class WebConfiguration {

    @Bean
    JsonMapperBuilderCustomizer storableStrings() {
        return builder -> builder.addModule(StorableStrings.module());
    }

    /**
     * Tomcat writes a response to the socket in slices of its socket write buffer, 8 KiB by default: a list of 290
     * items (about 140 kB) took 18 write calls. 32 KiB takes 5, for 24 KiB more per open connection. The socket
     * buffers (8 KiB read, 32 KiB write) are direct, outside the heap: a live list stream holds its connection for
     * hours, and 10,000 of them would otherwise keep 400 MB of heap in these buffers alone; NIO copies a heap buffer
     * into a direct one on every socket write anyway. They count in the process's RSS instead, and Tomcat reuses them
     * from connection to connection.
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> largerSocketWrites() {
        return factory -> factory.addConnectorCustomizers(connector -> {
            connector.setProperty("socket.appWriteBufSize", String.valueOf(32 * 1024));
            connector.setProperty("socket.directBuffer", "true");
        });
    }

    /**
     * The waits of {@link HttpSettings}. Tomcat measures them from the last bytes read, so a client that trickles
     * one byte per wait is not closed by them: the head is bounded in size (8 KiB), not in time, and Tomcat offers
     * no total deadline and no limit of connections per address (its {@code maxConnections} counts all of them).
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> readTimeouts(HttpSettings settings) {
        return factory -> factory.addConnectorCustomizers(connector -> {
            connector.setProperty("connectionTimeout", String.valueOf(settings.readTimeout().toMillis()));
            connector.setProperty("keepAliveTimeout", String.valueOf(settings.keepAliveTimeout().toMillis()));
        });
    }

    /**
     * The host's error report valve is ours, made here to write through the application's {@link Problems}; its class
     * is named as the host's valve class too, so that Tomcat, finding it in the pipeline, adds no HTML one of its own.
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> problemErrorReports(ObjectProvider<Problems> problems,
                                                                                  ObjectProvider<JsonMapper> json) {
        return factory -> factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(ProblemErrorReportValve.class.getName());
                host.getPipeline().addValve(new ProblemErrorReportValve(problems, json));
            }
        });
    }

    /** The request id on the spans of its request, when traces are exported ({@link Tracing}). */
    @Bean
    ObservationRegistryCustomizer<ObservationRegistry> requestIdOnSpans(PlatformSettings settings) {
        return registry -> {
            if (settings.tracing()) {
                registry.observationConfig().observationFilter(Tracing.requestIdOnSpans(RequestIdFilter.HEADER));
            }
        };
    }

    /** Security headers on every answer ({@link SecurityHeaders}). */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> securityHeaders() {
        return factory -> factory.addEngineValves(new SecurityHeaders());
    }

    /**
     * {@code X-Forwarded-For} is believed only from the proxies the operator names ({@link ProxySettings}), in place
     * of Tomcat's default of every private address. Ordered last, so that it runs after Spring Boot's own customizer
     * has added the valve ({@code server.forward-headers-strategy: native}).
     */
    @Bean
    @Order(Ordered.LOWEST_PRECEDENCE)
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> trustedProxies(ProxySettings proxies) {
        return factory -> factory.getEngineValves().forEach(valve -> {
            if (valve instanceof RemoteIpValve remoteIp) {
                remoteIp.setInternalProxies(proxies.internalProxies());
                remoteIp.setTrustedProxies(null);
            }
        });
    }

    /** The access log: one line per request ({@link AccessLogValve}). */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> accessLog() {
        return factory -> factory.addEngineValves(new AccessLogValve());
    }

    /** A keep-alive connection's next request waits its turn ({@link KeepAliveTurns}). */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> keepAliveTurns(MeterRegistry registry) {
        return factory -> factory.addEngineValves(new KeepAliveTurns(registry));
    }
}
