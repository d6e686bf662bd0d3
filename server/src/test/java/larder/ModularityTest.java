package larder;

import org.junit.jupiter.api.Test;
import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.docs.Documenter;

/** Each top-level package is a module: no cycles, and no module reaches into another's internals or tables. */
class ModularityTest {

    private final ApplicationModules modules = ApplicationModules.of(Larder.class);

    @Test
    void modulesRespectTheirBoundaries() {
        modules.verify();
    }

    @Test
    void writesTheModuleDiagrams() {
        new Documenter(modules).writeModulesAsPlantUml().writeIndividualModulesAsPlantUml();
    }
}
