package larder.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import larder.platform.PlatformSettings;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** packaging/compose.yaml: Larder, PostgreSQL and Redis wired to one another as Larder reads its settings. */
class ComposeFileTest {

    private static final Path COMPOSE = Path.of("../packaging/compose.yaml");

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object value) {
        return (List<Object>) value;
    }

    private static Map<String, Object> compose() throws IOException {
        try (Reader in = Files.newBufferedReader(COMPOSE)) {
            return map(new Yaml().load(in));
        }
    }

    private static Map<String, Object> service(String name) throws IOException {
        return map(map(compose().get("services")).get(name));
    }

    @Test
    void larderStartsAfterAHealthyPostgresAndRedis() throws IOException {
        assertThat(map(compose().get("services"))).containsOnlyKeys("larder", "postgres", "redis");
        Map<String, Object> dependsOn = map(service("larder").get("depends_on"));
        assertThat(map(dependsOn.get("postgres"))).containsEntry("condition", "service_healthy");
        assertThat(map(dependsOn.get("redis"))).containsEntry("condition", "service_healthy");
        assertThat(service("postgres")).containsKey("healthcheck");
        assertThat(service("redis")).containsKey("healthcheck");
    }

    @Test
    void theDatabaseUrlNamesThePostgresServiceItsUserAndDatabase() throws IOException {
        Map<String, Object> env = map(service("larder").get("environment"));
        Map<String, Object> postgres = map(service("postgres").get("environment"));
        PlatformSettings.Database database = new PlatformSettings.Database((String) env.get("LARDER_DATABASE_URL"),
                null, null);
        assertThat(database.url()).isEqualTo("jdbc:postgresql://postgres:5432/" + postgres.get("POSTGRES_DB"));
        assertThat(database.user()).isEqualTo(postgres.get("POSTGRES_USER"));
        URI redis = URI.create((String) env.get("LARDER_REDIS_URL"));
        assertThat(redis.getScheme()).isEqualTo("redis");
        assertThat(redis.getHost()).isEqualTo("redis");
    }

    @Test
    void secretsAreFilesNamedAsTheSettingsTheyHoldAndPostgresSharesThePassword() throws IOException {
        Map<String, Object> larder = service("larder");
        assertThat(map(larder.get("environment"))).containsEntry("LARDER_SECRETS_DIR", "/run/secrets/");
        Map<String, String> targets = new java.util.TreeMap<>();
        for (Object secret : list(larder.get("secrets"))) {
            targets.put((String) map(secret).get("target"), (String) map(secret).get("source"));
        }
        assertThat(targets).containsOnlyKeys("larder.admin-key", "larder.database.password");
        assertThat(list(service("postgres").get("secrets"))).containsExactly(targets.get("larder.database.password"));
        assertThat(map(service("postgres").get("environment")).get("POSTGRES_PASSWORD_FILE"))
                .isEqualTo("/run/secrets/" + targets.get("larder.database.password"));
        assertThat(map(compose().get("secrets"))).containsOnlyKeys(targets.values());
    }

    @Test
    void theApiIsPublishedAndMetricsOnlyOnThisMachine() throws IOException {
        assertThat(list(service("larder").get("ports"))).containsExactly("8080:8080", "127.0.0.1:9090:9090");
    }
}
