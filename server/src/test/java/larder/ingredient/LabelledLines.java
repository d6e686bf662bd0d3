package larder.ingredient;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The labelled ingredient lines of {@code ingredients-dev.csv}, vendored beside this class in the test resources
 * (MIT-licensed; the notice and the source are in {@code NOTICE.md} there), so that every clone measures with them.
 */
final class LabelledLines {

    static final String RESOURCE = "ingredients-dev.csv";

    record Row(Map<String, String> fields) {
        String get(String column) {
            return fields.getOrDefault(column, "");
        }
    }

    private LabelledLines() {
    }

    /** British, Irish, Australian and European lines written by this project (issue 38); see {@code NOTICE.md}. */
    static final String BRITISH = "ingredients-uk-eu.csv";

    /** Every row of the vendored file; a missing file is an error, never a reason to skip. */
    static List<Row> read() throws IOException {
        return read(RESOURCE);
    }

    /** Every row of one labelled file of the test resources beside this class. */
    static List<Row> read(String resource) throws IOException {
        String content;
        try (InputStream in = LabelledLines.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the test resources (larder/ingredient)");
            }
            content = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<List<String>> records = parse(content);
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
