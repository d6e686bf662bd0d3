package larder.ingredient;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A line of one of this module's data files (aisle categories, densities, the parser's word lists): stripped, with
 * its line number for error messages. Blank lines and {@code #} comments are never data lines.
 */
record DataLine(int number, String text) {

    /** The data lines of a resource of this module; a missing resource is an error. */
    static List<DataLine> load(String resource) {
        try (InputStream in = DataLine.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            return read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<DataLine> read(BufferedReader reader) throws IOException {
        List<DataLine> lines = new ArrayList<>();
        String line;
        int number = 0;
        while ((line = reader.readLine()) != null) {
            number++;
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                lines.add(new DataLine(number, trimmed));
            }
        }
        return lines;
    }

    /** Whether this line names a section: "[produce]". */
    boolean isSection() {
        return text.startsWith("[") && text.endsWith("]");
    }

    /** The name of the section this line names. */
    String section() {
        return text.substring(1, text.length() - 1);
    }
}
