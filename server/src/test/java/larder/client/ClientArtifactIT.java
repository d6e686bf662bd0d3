package larder.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.larder.client.LarderClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * The Java client as it would be published, read from the jar the build made (the integration tests run after the
 * client is packaged): a named module, a javadoc jar and a sources jar beside it, and a POM of its own.
 */
class ClientArtifactIT {

    private static Path clientJar() throws Exception {
        Path location = Path.of(LarderClient.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertThat(location.toString()).as("the packaged client, not its classes folder").endsWith(".jar");
        return location;
    }

    @Test
    void theJarIsANamedModuleWithItsVersion() throws Exception {
        try (JarFile jar = new JarFile(clientJar().toFile())) {
            var attributes = jar.getManifest().getMainAttributes();
            assertThat(attributes.getValue("Automatic-Module-Name")).isEqualTo("dev.larder.client");
            assertThat(attributes.getValue("Implementation-Version")).isNotBlank();
        }
    }

    @Test
    void javadocAndSourcesJarsLieBesideIt() throws Exception {
        Path jar = clientJar();
        String base = jar.getFileName().toString().replaceFirst("\\.jar$", "");
        Path javadoc = jar.resolveSibling(base + "-javadoc.jar");
        assertThat(javadoc).exists();
        assertThat(jar.resolveSibling(base + "-sources.jar")).exists();
        try (JarFile docs = new JarFile(javadoc.toFile())) {
            // Pages lie under the module's name (dev.larder.client/), as javadoc lays out a named module.
            assertThat(docs.stream().map(java.util.zip.ZipEntry::getName))
                    .anyMatch(n -> n.endsWith("dev/larder/client/LarderClient.html"))
                    .anyMatch(n -> n.endsWith("dev/larder/client/model/PatchValue.html"));
        }
    }

    @Test
    void thePomInheritsNothingFromSpringBoot() throws Exception {
        Document pom = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(Files.newInputStream(Path.of("../larder-client/pom.xml")));
        assertThat(pom.getElementsByTagName("parent").getLength()).isZero();
        assertThat(Files.readString(Path.of("../larder-client/pom.xml"))).doesNotContain("spring-boot");
        for (String required : new String[] {"groupId", "artifactId", "version", "name", "description", "licenses"}) {
            assertThat(pom.getDocumentElement().getElementsByTagName(required).getLength()).as(required).isPositive();
        }
    }
}
