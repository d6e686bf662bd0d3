package larder.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** packaging/larder.service, read as systemd reads it: sections of {@code Key=Value}, keys that repeat. */
class SystemdUnitTest {

    /** The unit's values by section and key. */
    static Map<String, Map<String, List<String>>> unit() throws IOException {
        Map<String, Map<String, List<String>>> sections = new LinkedHashMap<>();
        Map<String, List<String>> section = null;
        for (String raw : Files.readAllLines(Path.of("../packaging/larder.service"))) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith(";")) {
                continue;
            }
            if (line.startsWith("[")) {
                section = sections.computeIfAbsent(line.substring(1, line.indexOf(']')), k -> new LinkedHashMap<>());
                continue;
            }
            int eq = line.indexOf('=');
            assertThat(eq).as("a Key=Value line: %s", line).isPositive();
            assertThat(section).as("a line inside a section: %s", line).isNotNull();
            section.computeIfAbsent(line.substring(0, eq).strip(), k -> new ArrayList<>())
                    .add(line.substring(eq + 1).strip());
        }
        return sections;
    }

    @Test
    void stopBySigtermIsASuccessNotAFailure() throws IOException {
        Map<String, List<String>> service = unit().get("Service");
        assertThat(service.get("KillSignal")).containsExactly("SIGTERM");
        assertThat(service.get("SuccessExitStatus")).containsExactly("143");
    }

    @Test
    void fileDescriptorsCoverTomcatsSixteenThousandConnections() throws IOException {
        List<String> limit = unit().get("Service").get("LimitNOFILE");
        assertThat(limit).hasSize(1);
        assertThat(Long.parseLong(limit.getFirst())).isGreaterThanOrEqualTo(16_384 + 1_024);
    }

    @Test
    void metricsAreOnTheManagementPortAsInTheImage() throws IOException {
        Map<String, String> environment = new LinkedHashMap<>();
        for (String assignment : unit().get("Service").get("Environment")) {
            environment.put(assignment.substring(0, assignment.indexOf('=')),
                    assignment.substring(assignment.indexOf('=') + 1));
        }
        Map<String, String> image = ContainerHealthCheckIT.imageEnvironment();
        assertThat(environment).containsEntry("MANAGEMENT_SERVER_PORT", "9090");
        assertThat(image).containsEntry("MANAGEMENT_SERVER_PORT", "9090");
    }
}
