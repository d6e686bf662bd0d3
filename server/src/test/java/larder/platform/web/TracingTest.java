package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.common.KeyValue;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationFilter;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.http.server.observation.ServerRequestObservationContext;
import org.springframework.mock.env.MockEnvironment;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/** LARDER_OTLP_ENDPOINT: set, traces go to its /v1/traces; unset, nothing of tracing is configured. */
class TracingTest {

    private final MockEnvironment environment = new MockEnvironment();

    @AfterEach
    void noRequestId() {
        MDC.remove("request_id");
    }

    private void postProcess() {
        new Tracing().postProcessEnvironment(environment, new SpringApplication());
    }

    @Test
    void withoutAnEndpointTracingIsExcludedAndOpenTelemetryOff() {
        postProcess();
        List<String> excluded = List.of(environment.getProperty("spring.autoconfigure.exclude").split(","));
        assertThat(excluded).hasSize(6).allMatch(name -> name.startsWith("org.springframework.boot.micrometer."
                + "tracing."));
        assertThat(environment.getProperty("management.opentelemetry.enabled")).isEqualTo("false");
        assertThat(environment.getProperty("management.opentelemetry.tracing.export.otlp.endpoint")).isNull();
    }

    @Test
    void aBlankEndpointIsNoEndpoint() {
        environment.setProperty("larder.otlp-endpoint", "  ");
        postProcess();
        assertThat(environment.getProperty("management.opentelemetry.enabled")).isEqualTo("false");
    }

    @Test
    void exclusionsGivenElsewhereAreKept() {
        environment.setProperty("spring.autoconfigure.exclude", "com.example.Other");
        postProcess();
        List<String> excluded = List.of(environment.getProperty("spring.autoconfigure.exclude").split(","));
        assertThat(excluded).hasSize(7).first().isEqualTo("com.example.Other");
    }

    @Test
    void withAnEndpointTracesAreSentToItsTracesPath() {
        environment.setProperty("larder.otlp-endpoint", " http://collector:4318/ ");
        postProcess();
        assertThat(environment.getProperty("management.opentelemetry.tracing.export.otlp.endpoint"))
                .isEqualTo("http://collector:4318/v1/traces");
        assertThat(environment.getProperty("management.tracing.sampling.probability")).isEqualTo("1.0");
        assertThat(environment.getProperty("management.opentelemetry.tracing.export.schedule-delay"))
                .isEqualTo("1s");
        assertThat(environment.getProperty("spring.autoconfigure.exclude")).isNull();
        assertThat(environment.getProperty("management.opentelemetry.enabled")).isNull();
    }

    @Test
    void anEndpointWithoutTrailingSlashIsUsedAsItIs() {
        environment.setProperty("larder.otlp-endpoint", "http://collector:4318");
        postProcess();
        assertThat(environment.getProperty("management.opentelemetry.tracing.export.otlp.endpoint"))
                .isEqualTo("http://collector:4318/v1/traces");
    }

    @Test
    void anOperatorsOwnSettingsWin() {
        environment.setProperty("larder.otlp-endpoint", "http://collector:4318");
        environment.setProperty("management.tracing.sampling.probability", "0.1");
        postProcess();
        assertThat(environment.getProperty("management.tracing.sampling.probability")).isEqualTo("0.1");
    }

    @Test
    void itRunsAfterTheConfigurationFiles() {
        assertThat(new Tracing().getOrder()).isEqualTo(Ordered.LOWEST_PRECEDENCE);
    }

    private static String requestIdOf(Observation.Context context) {
        KeyValue value = context.getHighCardinalityKeyValue(Tracing.REQUEST_ID);
        return value == null ? null : value.getValue();
    }

    @Test
    void aSpanMadeWhileServingARequestCarriesItsId() {
        ObservationFilter filter = Tracing.requestIdOnSpans("X-Request-Id");
        MDC.put("request_id", "req_1");
        assertThat(requestIdOf(filter.map(new Observation.Context()))).isEqualTo("req_1");
    }

    @Test
    void theServersOwnSpanTakesTheIdFromTheResponse() {
        ObservationFilter filter = Tracing.requestIdOnSpans("X-Request-Id");
        MockHttpServletResponse response = new MockHttpServletResponse();
        response.setHeader("X-Request-Id", "req_2");
        ServerRequestObservationContext server = new ServerRequestObservationContext(
                new MockHttpServletRequest("GET", "/v1beta/lists"), response);
        assertThat(requestIdOf(filter.map(server))).isEqualTo("req_2");
    }

    @Test
    void aSpanOutsideAnyRequestCarriesNoId() {
        ObservationFilter filter = Tracing.requestIdOnSpans("X-Request-Id");
        assertThat(requestIdOf(filter.map(new Observation.Context()))).isNull();
        ServerRequestObservationContext withoutId = new ServerRequestObservationContext(
                new MockHttpServletRequest("GET", "/v1beta/lists"), new MockHttpServletResponse());
        assertThat(requestIdOf(filter.map(withoutId))).isNull();
        ServerRequestObservationContext withoutResponse = new ServerRequestObservationContext(
                new MockHttpServletRequest("GET", "/v1beta/lists"), null);
        assertThat(requestIdOf(filter.map(withoutResponse))).isNull();
    }

    @Test
    void openTelemetrysOwnEndpointVariableIsHonoured() {
        environment.setProperty("OTEL_EXPORTER_OTLP_ENDPOINT", "http://otel:4318");
        postProcess();
        assertThat(environment.getProperty("management.opentelemetry.tracing.export.otlp.endpoint"))
                .isEqualTo("http://otel:4318/v1/traces");
        assertThat(environment.getProperty("management.opentelemetry.enabled")).isNull();
        assertThat(environment.getProperty("larder.otlp-endpoint")).as("tracing is on for Larder too")
                .isEqualTo("http://otel:4318");
    }

    @Test
    void theTracesEndpointVariableIsTheUrlItself() {
        environment.setProperty("OTEL_EXPORTER_OTLP_ENDPOINT", "http://otel:4318");
        environment.setProperty("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "http://traces:4318/custom/traces");
        postProcess();
        assertThat(environment.getProperty("management.opentelemetry.tracing.export.otlp.endpoint"))
                .isEqualTo("http://traces:4318/custom/traces");
    }

    @Test
    void larderOwnEndpointWinsOverOpenTelemetrys() {
        environment.setProperty("larder.otlp-endpoint", "http://larder-collector:4318");
        environment.setProperty("OTEL_EXPORTER_OTLP_ENDPOINT", "http://otel:4318");
        postProcess();
        assertThat(environment.getProperty("management.opentelemetry.tracing.export.otlp.endpoint"))
                .isEqualTo("http://larder-collector:4318/v1/traces");
    }
}
