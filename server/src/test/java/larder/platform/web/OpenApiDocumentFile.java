package larder.platform.web;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import larder.support.RepositoryFiles;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code docs/openapi.json}, the committed copy of the served OpenAPI document: written with sorted keys, two spaces
 * of indentation and one array element a line, so that the same document always gives the same bytes and a change
 * to the API is a short diff.
 */
final class OpenApiDocumentFile {

    private OpenApiDocumentFile() {
    }

    /** docs/openapi.json of the repository. */
    static Path path() {
        return RepositoryFiles.docs("openapi.json");
    }

    static String format(JsonMapper json, String document) {
        StringBuilder out = new StringBuilder();
        write(json, json.readTree(document), 0, out);
        return out.append('\n').toString();
    }

    private static void write(JsonMapper json, JsonNode node, int depth, StringBuilder out) {
        if (node.isObject() && !node.isEmpty()) {
            Map<String, JsonNode> sorted = new TreeMap<>();
            node.properties().forEach(e -> sorted.put(e.getKey(), e.getValue()));
            out.append("{\n");
            int i = 0;
            for (Map.Entry<String, JsonNode> e : sorted.entrySet()) {
                indent(depth + 1, out).append(json.writeValueAsString(e.getKey())).append(": ");
                write(json, e.getValue(), depth + 1, out);
                out.append(++i < sorted.size() ? ",\n" : "\n");
            }
            indent(depth, out).append('}');
        } else if (node.isArray() && !node.isEmpty()) {
            out.append("[\n");
            for (int i = 0; i < node.size(); i++) {
                indent(depth + 1, out);
                write(json, node.get(i), depth + 1, out);
                out.append(i + 1 < node.size() ? ",\n" : "\n");
            }
            indent(depth, out).append(']');
        } else {
            out.append(json.writeValueAsString(node));
        }
    }

    private static StringBuilder indent(int depth, StringBuilder out) {
        return out.repeat("  ", depth);
    }

    /** Where two formatted documents first differ: the line number and both lines. */
    static String firstDifference(String kept, String served) {
        List<String> a = new ArrayList<>(kept.lines().toList());
        List<String> b = new ArrayList<>(served.lines().toList());
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            String left = i < a.size() ? a.get(i) : "(end of file)";
            String right = i < b.size() ? b.get(i) : "(end of document)";
            if (!left.equals(right)) {
                return "line " + (i + 1) + " (committed: " + left.strip() + "; served: " + right.strip() + ")";
            }
        }
        return "the end of a line";
    }
}
