package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.common.KeyValue;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import larder.platform.PlatformSettings;
import larder.platform.problem.Problems;
import org.apache.catalina.Valve;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.core.StandardContext;
import org.apache.catalina.core.StandardHost;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import tools.jackson.databind.json.JsonMapper;

/** The web server's settings: socket writes, the error report valve, the access log, request ids on spans, JSON. */
class WebConfigurationTest {

    private final WebConfiguration configuration = new WebConfiguration();
    private final TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory();

    @AfterEach
    void noRequestId() {
        MDC.remove("request_id");
    }

    @Test
    void responsesAreWrittenInSlicesOf32KibFromDirectBuffers() {
        configuration.largerSocketWrites().customize(factory);
        Connector connector = new Connector();
        factory.getConnectorCustomizers().forEach(customizer -> customizer.customize(connector));
        assertThat(String.valueOf(connector.getProperty("socket.appWriteBufSize"))).isEqualTo("32768");
        assertThat(String.valueOf(connector.getProperty("socket.directBuffer"))).isEqualTo("true");
    }

    @Test
    void theHostsErrorReportsAreProblemDocuments() {
        StaticListableBeanFactory beans = new StaticListableBeanFactory();
        configuration.problemErrorReports(beans.getBeanProvider(Problems.class), beans.getBeanProvider(JsonMapper.class))
                .customize(factory);
        StandardHost host = new StandardHost();
        StandardContext context = new StandardContext();
        context.setParent(host);
        factory.getContextCustomizers().forEach(customizer -> customizer.customize(context));
        assertThat(host.getErrorReportValveClass()).isEqualTo(ProblemErrorReportValve.class.getName());
        assertThat(host.getPipeline().getValves()).hasAtLeastOneElementOfType(ProblemErrorReportValve.class);

        StandardContext orphan = new StandardContext();
        factory.getContextCustomizers().forEach(customizer -> customizer.customize(orphan));
        assertThat(orphan.getParent()).isNull();
    }

    @Test
    void forwardedForIsBelievedOnlyFromTheConfiguredProxies() {
        org.apache.catalina.valves.RemoteIpValve valve = new org.apache.catalina.valves.RemoteIpValve();
        factory.addEngineValves(valve);
        assertThat(valve.getInternalProxies()).as("Tomcat's default: every private address").isNotNull();
        configuration.trustedProxies(new ProxySettings(List.of())).customize(factory);
        assertThat(valve.getInternalProxies()).isNull();
        assertThat(valve.getTrustedProxies()).isNull();

        configuration.trustedProxies(new ProxySettings(List.of(" 10.0.0.5", "::1 "))).customize(factory);
        java.util.regex.Pattern proxies = java.util.regex.Pattern.compile(valve.getInternalProxies());
        assertThat(proxies.matcher("10.0.0.5").matches()).isTrue();
        assertThat(proxies.matcher("0:0:0:0:0:0:0:1").matches()).isTrue();
        assertThat(proxies.matcher("10.0.0.50").matches()).isFalse();
        assertThat(proxies.matcher("10x0x0x5").matches()).isFalse();
        assertThat(proxies.matcher("192.168.1.1").matches()).isFalse();
    }

    @Test
    void trustedProxiesAreIpAddressesNotNames() {
        for (String name : List.of("proxy.example", "cafe", "10.0.0")) {
            assertThatThrownBy(() -> new ProxySettings(List.of(name)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(name);
        }
    }

    @Test
    void everyRequestIsLoggedByTheEngine() {
        configuration.accessLog().customize(factory);
        List<Valve> valves = new ArrayList<>(factory.getEngineValves());
        assertThat(valves).hasSize(1).first().isInstanceOf(AccessLogValve.class);
    }

    private static PlatformSettings tracing(String endpoint) {
        return new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null), null, "off",
                Duration.ofSeconds(1), false, endpoint);
    }

    private static Observation.Context observedWithRequestId(ObservationRegistry registry) {
        registry.observationConfig().observationHandler(new ObservationHandler<>() {
            @Override
            public boolean supportsContext(Observation.Context context) {
                return true;
            }
        });
        Observation.Context context = new Observation.Context();
        MDC.put("request_id", "req_1");
        Observation.createNotStarted("work", () -> context, registry).start().stop();
        return context;
    }

    @Test
    void withTracingSpansCarryTheRequestId() {
        ObservationRegistry registry = ObservationRegistry.create();
        configuration.requestIdOnSpans(tracing("http://collector:4318")).customize(registry);
        KeyValue id = observedWithRequestId(registry).getHighCardinalityKeyValue(Tracing.REQUEST_ID);
        assertThat(id).isNotNull();
        assertThat(id.getValue()).isEqualTo("req_1");
    }

    @Test
    void withoutTracingNothingIsAddedToObservations() {
        ObservationRegistry registry = ObservationRegistry.create();
        configuration.requestIdOnSpans(tracing(null)).customize(registry);
        assertThat(observedWithRequestId(registry).getHighCardinalityKeyValue(Tracing.REQUEST_ID)).isNull();
    }

    @Test
    void jsonStringsMustBeStorable() {
        JsonMapper.Builder builder = JsonMapper.builder();
        configuration.storableStrings().customize(builder);
        JsonMapper json = builder.build();
        assertThat(json.readValue("\"fine\"", String.class)).isEqualTo("fine");
        assertThatThrownBy(() -> json.readValue("\"a\\u0000b\"", String.class)).hasMessageContaining("NUL");
    }
}
