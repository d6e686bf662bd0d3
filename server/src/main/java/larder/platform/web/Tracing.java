package larder.platform.web;

import io.micrometer.common.KeyValue;
import io.micrometer.observation.ObservationFilter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.MDC;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.http.server.observation.ServerRequestObservationContext;

/**
 * {@code LARDER_OTLP_ENDPOINT} ({@code larder.otlp-endpoint}): the base URL of an OpenTelemetry collector's OTLP/HTTP
 * receiver, for example {@code http://collector:4318}. Set, every request's trace is exported to its
 * {@code /v1/traces} through Spring Boot's OpenTelemetry support (Micrometer Tracing's bridge and OTLP exporter),
 * sampling every trace unless {@code management.tracing.sampling.probability} says otherwise: the HTTP server span,
 * the database's spans and the outbound HTTP calls (recipe import, webhooks), the request id on the spans of its
 * request.
 * <p>
 * Unset, the default, tracing costs nothing: the tracing auto-configurations are excluded, so there is no tracer
 * and no tracing handler on the observation registry (observations then only feed the metrics, as before), the
 * data source is not wrapped, and the OpenTelemetry SDK is the no-op one ({@code TracingIT} checks all of this).
 * Read after the configuration files, before the context starts; settings given explicitly win over these.
 * <p>
 * OpenTelemetry's own variables are honoured too, as every OpenTelemetry SDK honours them:
 * {@code OTEL_EXPORTER_OTLP_ENDPOINT} is a base URL as {@code LARDER_OTLP_ENDPOINT} is, and
 * {@code OTEL_EXPORTER_OTLP_TRACES_ENDPOINT} the traces URL itself. Larder's own setting wins when both are set.
 */
public final class Tracing implements EnvironmentPostProcessor, Ordered {

    static final String PROPERTY = "larder.otlp-endpoint";
    static final String OTEL_ENDPOINT = "OTEL_EXPORTER_OTLP_ENDPOINT";
    static final String OTEL_TRACES_ENDPOINT = "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT";
    /** The span attribute that carries a request's {@code X-Request-Id}. */
    public static final String REQUEST_ID = "larder.request_id";

    /** What Spring Boot configures for tracing; none of it is wanted when tracing is off. */
    private static final List<String> TRACING_AUTO_CONFIGURATIONS = List.of(
            "org.springframework.boot.micrometer.tracing.autoconfigure.MicrometerTracingAutoConfiguration",
            "org.springframework.boot.micrometer.tracing.autoconfigure.NoopTracerAutoConfiguration",
            "org.springframework.boot.micrometer.tracing.autoconfigure.otlp.OtlpExemplarsAutoConfiguration",
            "org.springframework.boot.micrometer.tracing.autoconfigure.prometheus.PrometheusExemplarsAutoConfiguration",
            "org.springframework.boot.micrometer.tracing.opentelemetry.autoconfigure.OpenTelemetryTracingAutoConfiguration",
            "org.springframework.boot.micrometer.tracing.opentelemetry.autoconfigure.otlp.OtlpTracingAutoConfiguration");

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        String endpoint = environment.getProperty(PROPERTY, "").strip();
        String tracesUrl = null;
        if (endpoint.isEmpty()) {
            tracesUrl = blankToNull(environment.getProperty(OTEL_TRACES_ENDPOINT));
            endpoint = tracesUrl != null ? tracesUrl : environment.getProperty(OTEL_ENDPOINT, "").strip();
            if (!endpoint.isEmpty()) { // so that PlatformSettings, too, sees tracing on
                environment.getPropertySources().addFirst(new MapPropertySource("larder-tracing-otel",
                        Map.of(PROPERTY, endpoint)));
            }
        }
        Map<String, Object> settings = new LinkedHashMap<>();
        if (endpoint.isEmpty()) {
            List<String> excluded = new ArrayList<>(TRACING_AUTO_CONFIGURATIONS);
            String already = environment.getProperty("spring.autoconfigure.exclude", "");
            if (!already.isBlank()) {
                excluded.addFirst(already);
            }
            // Highest precedence for the exclusions, so that a list given elsewhere is extended, not replaced.
            environment.getPropertySources().addFirst(new MapPropertySource("larder-tracing-off",
                    Map.of("spring.autoconfigure.exclude", String.join(",", excluded))));
            settings.put("management.opentelemetry.enabled", "false");
        } else {
            String base = endpoint.endsWith("/") ? endpoint.substring(0, endpoint.length() - 1) : endpoint;
            settings.put("management.opentelemetry.tracing.export.otlp.endpoint",
                    tracesUrl != null ? tracesUrl : base + "/v1/traces");
            settings.put("management.tracing.sampling.probability", "1.0");
            // Spans are sent in batches, at most a second after they end.
            settings.put("management.opentelemetry.tracing.export.schedule-delay", "1s");
        }
        // Lowest precedence: an operator's own management.* settings win.
        environment.getPropertySources().addLast(new MapPropertySource("larder-tracing", settings));
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }

    /**
     * Puts the request id on the spans of its request: the server's own (from the response's {@code X-Request-Id},
     * set before the observation starts) and those made while serving it (from the logging context). Registered
     * only when tracing is on.
     */
    public static ObservationFilter requestIdOnSpans(String header) {
        return context -> {
            String id = MDC.get("request_id");
            if (id == null && context instanceof ServerRequestObservationContext server
                    && server.getResponse() != null) {
                id = server.getResponse().getHeader(header);
            }
            return id == null ? context : context.addHighCardinalityKeyValue(KeyValue.of(REQUEST_ID, id));
        };
    }
}
