package larder.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Where settings come from beside the environment: the config file ({@code LARDER_CONFIG}) and secrets as files
 * ({@code LARDER_SECRETS_DIR}, Spring's configtree), read through the application's own application.yml.
 */
class ConfigSourcesTest {

    @Configuration(proxyBeanMethods = false)
    static class NothingElse {
    }

    @TempDir
    Path dir;

    private Environment environment(String... args) {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(NothingElse.class)
                .web(WebApplicationType.NONE).logStartupInfo(false).run(args)) {
            return context.getEnvironment();
        }
    }

    @Test
    void aConfigFileSetsSettingsAndASecretFileWinsOverIt() throws Exception {
        Path config = dir.resolve("larder.yml");
        Files.writeString(config, """
                larder:
                  access-token-ttl: 600
                  admin-key: from-the-config-file
                """);
        Path secrets = Files.createDirectories(dir.resolve("secrets"));
        Files.writeString(secrets.resolve("larder.admin-key"), "from-a-secret-file\n");
        Files.writeString(secrets.resolve("larder.database.password"), "s3cret");

        Environment environment = environment("--LARDER_CONFIG=" + config, "--LARDER_SECRETS_DIR=" + secrets + "/");

        assertThat(environment.getProperty("larder.access-token-ttl")).isEqualTo("600");
        assertThat(environment.getProperty("larder.admin-key")).as("the trailing newline trimmed")
                .isEqualTo("from-a-secret-file");
        assertThat(environment.getProperty("larder.database.password")).isEqualTo("s3cret");
    }

    @Test
    void withoutEitherTheDefaultsStand() {
        Environment environment = environment("--LARDER_CONFIG=" + dir.resolve("missing.yml"),
                "--LARDER_SECRETS_DIR=" + dir.resolve("missing") + "/");
        assertThat(environment.getProperty("larder.access-token-ttl")).isEqualTo("86400");
        assertThat(environment.getProperty("larder.admin-key")).isEmpty();
    }

    @Test
    void theDocumentedConfigFileIsReadAsItIsShipped() {
        Environment environment = environment("--LARDER_CONFIG=../packaging/larder.yml",
                "--LARDER_SECRETS_DIR=" + dir + "/");
        assertThat(environment.getProperty("larder.data-dir")).isEqualTo("/var/lib/larder");
        assertThat(environment.getProperty("larder.rate-limits")).isEqualTo("on");
        assertThat(environment.getProperty("management.server.port")).isEqualTo("9090");
    }
}
