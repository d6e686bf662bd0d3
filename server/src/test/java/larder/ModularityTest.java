package larder;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.modulith.core.ApplicationModule;
import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.docs.Documenter;

/**
 * Each top-level package is a module: no cycles, and no module reaches into another's internals or tables. Wire
 * shapes stay at the edge: an OpenAPI {@code @Schema} is written only in a {@code web} package.
 */
class ModularityTest {

    private static final Path DIAGRAMS = Path.of("target", "spring-modulith-docs");
    private static final Path MAIN = Path.of("src", "main", "java");
    private static final Pattern SCHEMA = Pattern.compile("@(io\\.swagger\\.v3\\.oas\\.annotations\\.media\\.)?"
            + "(Array)?Schema\\b");

    private final ApplicationModules modules = ApplicationModules.of(Larder.class);

    @Test
    void modulesRespectTheirBoundaries() {
        modules.verify();
    }

    /**
     * Request records, response views and controllers describe the API in web/ only: services take commands, and
     * events carry their modules' own values, which each module's web package renders.
     */
    @Test
    void openApiSchemasAreWrittenOnlyInWebPackages() throws IOException {
        List<String> outsideWeb;
        try (Stream<Path> files = Files.walk(MAIN)) {
            outsideWeb = files.filter(file -> file.toString().endsWith(".java"))
                    .map(file -> MAIN.relativize(file).toString().replace('\\', '/'))
                    .filter(name -> !name.contains("/web/"))
                    .filter(name -> SCHEMA.matcher(read(MAIN.resolve(name))).find())
                    .toList();
        }
        assertThat(outsideWeb).isEmpty();
    }

    /** The platform keeps its rooms: no more than 12 files at its top level (issue 37), the rest in sub-packages. */
    @Test
    void thePlatformsTopLevelHoldsAtMostTwelveFiles() throws IOException {
        List<String> top;
        try (Stream<Path> files = Files.list(MAIN.resolve("larder/platform"))) {
            top = files.filter(Files::isRegularFile).map(file -> file.getFileName().toString()).sorted().toList();
        }
        assertThat(top).as("larder/platform's top level").isNotEmpty().hasSizeLessThanOrEqualTo(12);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The overview draws every module and an arrow for each module it depends on; each module has a diagram of its
     * own, titled with its name, that draws it and the modules it depends on.
     */
    @Test
    void writesTheModuleDiagrams() throws IOException {
        new Documenter(modules, Documenter.Options.defaults().withOutputFolder(DIAGRAMS.toString()))
                .writeModulesAsPlantUml().writeIndividualModulesAsPlantUml();

        String overview = Files.readString(DIAGRAMS.resolve("components.puml"));
        assertThat(overview).startsWith("@startuml").endsWith("@enduml");
        assertThat(modules.stream()).hasSizeGreaterThan(5);
        for (ApplicationModule module : modules) {
            String id = module.getIdentifier().toString();
            assertThat(overview).contains(component(module));
            List<ApplicationModule> uses = module.getDirectDependencies(modules).uniqueModules().toList();
            for (ApplicationModule used : uses) {
                assertThat(overview).as("%s depends on %s", id, used.getIdentifier())
                        .containsPattern(Pattern.quote("Rel(" + node(module) + ", " + node(used) + ","));
            }
            Path own = DIAGRAMS.resolve("module-" + id + ".puml");
            assertThat(own).as("%s has a diagram", id).exists();
            String diagram = Files.readString(own);
            assertThat(diagram).startsWith("@startuml").endsWith("@enduml")
                    .contains("title <size:24>" + module.getDisplayName() + "</size>").contains(component(module));
            for (ApplicationModule used : uses) {
                assertThat(diagram).contains(component(used));
            }
        }
    }

    private static String node(ApplicationModule module) {
        return "Larder.Larder." + module.getDisplayName();
    }

    private static String component(ApplicationModule module) {
        return "Component(" + node(module) + ", \"" + module.getDisplayName() + "\"";
    }
}
