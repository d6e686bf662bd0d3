package larder.support;

import java.nio.file.Files;
import java.nio.file.Path;

/** Files of the repository outside the server module, such as the pages under docs/, which tests hold to the code. */
public final class RepositoryFiles {

    private RepositoryFiles() {
    }

    /** A file under docs/, found from the module's directory (where Maven runs the tests) upwards. */
    public static Path docs(String name) {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("larder")) && Files.isDirectory(dir.resolve("docs"))) {
                return dir.resolve("docs").resolve(name);
            }
        }
        throw new IllegalStateException("no repository root (with ./larder and docs/) above "
                + Path.of("").toAbsolutePath());
    }
}
