package larder.platform.web;

import io.swagger.v3.oas.annotations.Hidden;
import java.util.Map;
import org.springframework.boot.actuate.autoconfigure.web.server.ConditionalOnManagementPort;
import org.springframework.boot.actuate.autoconfigure.web.server.ManagementPortType;
import org.springframework.boot.health.actuate.endpoint.HealthEndpoint;
import org.springframework.boot.health.contributor.Status;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /health/live} and {@code /health/ready} on the public port when the actuator has a port of its own
 * ({@code MANAGEMENT_SERVER_PORT}, set by the image and the unit so that {@code /metrics} is off the public port):
 * load balancers and orchestrators keep probing the API's port, as the contract has it. The answers are the
 * actuator's own groups, status alone (200 when UP, 503 when DOWN or OUT_OF_SERVICE, as the actuator maps them).
 * Spring's {@code additional-path} cannot do this: it takes one path segment, not {@code /health/ready}.
 */
@Hidden
@RestController
@ConditionalOnManagementPort(ManagementPortType.DIFFERENT)
class PublicHealthController {

    private static final String ACTUATOR_JSON = "application/vnd.spring-boot.actuator.v3+json";

    private final HealthEndpoint health;

    PublicHealthController(HealthEndpoint health) {
        this.health = health;
    }

    @GetMapping(path = "/health/live", produces = {"application/json", ACTUATOR_JSON})
    ResponseEntity<Map<String, String>> live() {
        return answer("live");
    }

    @GetMapping(path = "/health/ready", produces = {"application/json", ACTUATOR_JSON})
    ResponseEntity<Map<String, String>> ready() {
        return answer("ready");
    }

    private ResponseEntity<Map<String, String>> answer(String group) {
        Status status = health.healthForPath(group).getStatus();
        HttpStatus http = status.equals(Status.DOWN) || status.equals(Status.OUT_OF_SERVICE)
                ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.OK;
        return ResponseEntity.status(http).body(Map.of("status", status.getCode()));
    }
}
