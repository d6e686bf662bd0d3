package larder.ingredient;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The labelled ingredient lines in {@code shared/data/ingredients-dev.csv}, found by walking up from the working
 * directory (the worktree and the main checkout sit at different depths beside {@code shared/}).
 */
final class LabelledLines {

    static final String RELATIVE = "shared/data/ingredients-dev.csv";

    record Row(Map<String, String> fields) {
        String get(String column) {
            return fields.getOrDefault(column, "");
        }
    }

    private LabelledLines() {
    }

    static Optional<Path> locate() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path candidate = dir.resolve(RELATIVE);
            if (Files.isRegularFile(candidate)) {
                return Optional.of(candidate);
            }
            dir = dir.getParent();
        }
        return Optional.empty();
    }

    static List<Row> read(Path csv) throws IOException {
        List<List<String>> records = parse(Files.readString(csv, StandardCharsets.UTF_8));
        List<String> header = records.getFirst();
        List<Row> rows = new ArrayList<>(records.size());
        for (List<String> record : records.subList(1, records.size())) {
            Map<String, String> fields = new HashMap<>();
            for (int i = 0; i < header.size() && i < record.size(); i++) {
                fields.put(header.get(i), record.get(i));
            }
            rows.add(new Row(fields));
        }
        return rows;
    }

    /** RFC 4180: quoted fields may hold commas, doubled quotes and newlines. */
    static List<List<String>> parse(String content) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < content.length(); i++) {
            char c = content.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < content.length() && content.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                record.add(field.toString());
                field.setLength(0);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < content.length() && content.charAt(i + 1) == '\n') {
                    i++;
                }
                record.add(field.toString());
                field.setLength(0);
                if (!(record.size() == 1 && record.getFirst().isEmpty())) {
                    records.add(record);
                }
                record = new ArrayList<>();
            } else {
                field.append(c);
            }
        }
        if (field.length() > 0 || !record.isEmpty()) {
            record.add(field.toString());
            records.add(record);
        }
        return records;
    }
}
