package larder.support.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.engine.execution.lifecycle.CurrentTestDescriptor;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import tools.jackson.databind.JsonNode;

/**
 * jqwik generators driven by the OpenAPI document's JSON Schemas: values that the document says are valid, and
 * values that break exactly one of its rules. The document is read as JSON, not through a model, so that what is
 * generated is what the document literally says (3.1 type arrays included).
 *
 * <p>Values are plain Java: maps, lists, strings, numbers, booleans and null, ready for any JSON writer.
 */
public final class SchemaValues {

    /** Values a schema cannot say: ids that must exist, origins, SKUs. Given a normalised path and its schema. */
    @FunctionalInterface
    public interface Hints {
        /** A generator for this place, or null to generate from the schema. Paths look like {@code /recipes/* /id}. */
        Arbitrary<Object> at(String path, JsonNode schema);

        /** Mends a generated object where a rule spans members (a range's two ends); the default leaves it. */
        default Map<String, Object> adjust(String path, Map<String, Object> object) {
            return object;
        }
    }

    /** A value that breaks one rule of the schema, and which rule. */
    public record Violation(Object value, String rule, boolean wrongType) {
    }

    private static final int GEN_SIZE = 1000;
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String TEXT = LETTERS + "0123456789 -'éüñçøß日本語 ";

    private final JsonNode document;
    private final Hints hints;
    private final Map<String, Arbitrary<Object>> built = new java.util.concurrent.ConcurrentHashMap<>();

    public SchemaValues(JsonNode document, Hints hints) {
        this.document = document;
        this.hints = hints;
    }

    /** Draws one value from an arbitrary, reproducibly from {@code random}. */
    public static <T> T draw(Arbitrary<T> arbitrary, Random random) {
        // jqwik memoises generators in a store that belongs to the running property; outside one (this runs in a
        // JUnit Jupiter test against a live server) it needs a descriptor of its own, as Arbitrary.sample() does.
        return CurrentTestDescriptor.runWithDescriptor(DESCRIPTOR,
                () -> arbitrary.generator(GEN_SIZE).next(random).value());
    }

    private static final TestDescriptor DESCRIPTOR = new EngineDescriptor(UniqueId.forEngine("larder-fuzz"),
            "larder fuzz generators");

    public JsonNode resolve(JsonNode schema) {
        JsonNode current = schema;
        for (int hops = 0; current != null && current.has("$ref") && hops < 20; hops++) {
            current = document.at(current.get("$ref").asString().substring(1));
        }
        return current;
    }

    public static Set<String> types(JsonNode schema) {
        Set<String> types = new LinkedHashSet<>();
        JsonNode type = schema.get("type");
        if (type == null) {
            return types;
        }
        if (type.isArray()) {
            type.forEach(t -> types.add(t.asString()));
        } else {
            types.add(type.asString());
        }
        return types;
    }

    // ------------------------------------------------------------------------------------------- valid values

    /**
     * Generators are built once per place: jqwik memoises a generator per arbitrary, so one built anew for every
     * case would never be found again.
     */
    public Arbitrary<Object> valid(JsonNode rawSchema, String path) {
        String key = path + "#" + System.identityHashCode(rawSchema);
        Arbitrary<Object> known = built.get(key);
        if (known == null) {
            known = build(rawSchema, path);
            built.put(key, known);
        }
        return known;
    }

    private Arbitrary<Object> build(JsonNode rawSchema, String path) {
        JsonNode schema = resolve(rawSchema);
        if (schema == null || schema.isMissingNode()) {
            return Arbitraries.just("x");
        }
        Arbitrary<Object> hinted = hints.at(path, schema);
        if (hinted != null) {
            return hinted;
        }
        for (String combinator : List.of("oneOf", "anyOf")) {
            // On an object with members, anyOf/oneOf only say which members must be there: see object().
            if (schema.has(combinator) && !schema.has("properties")) {
                List<Arbitrary<Object>> choices = new ArrayList<>();
                schema.get(combinator).forEach(choice -> choices.add(valid(choice, path)));
                return Arbitraries.oneOf(choices);
            }
        }
        if (schema.has("const")) {
            return Arbitraries.just(plain(schema.get("const")));
        }
        Set<String> types = types(schema);
        boolean nullable = types.contains("null");
        types.remove("null");
        if (nullable && types.isEmpty() && !schema.has("properties")) {
            return Arbitraries.just(null);
        }
        Arbitrary<Object> value;
        if (schema.has("enum")) {
            List<Object> values = new ArrayList<>();
            schema.get("enum").forEach(v -> {
                if (!v.isNull()) {
                    values.add(plain(v));
                }
            });
            value = Arbitraries.of(values);
        } else {
            String type = types.isEmpty() ? (schema.has("properties") ? "object" : "string") : types.iterator().next();
            value = switch (type) {
                case "object" -> object(schema, path);
                case "array" -> array(schema, path);
                case "integer" -> integer(schema);
                case "number" -> number(schema);
                case "boolean" -> Arbitraries.of(true, false).map(b -> (Object) b);
                default -> string(schema);
            };
        }
        return nullable ? Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, Arbitraries.just(null)), net.jqwik.api.Tuple.of(5, value)) : value;
    }

    private Arbitrary<Object> object(JsonNode schema, String path) {
        JsonNode properties = schema.get("properties");
        Set<String> required = new LinkedHashSet<>();
        if (schema.has("required")) {
            schema.get("required").forEach(r -> required.add(r.asString()));
        }
        if (properties == null || properties.isEmpty()) {
            return Arbitraries.just(new LinkedHashMap<>());
        }
        List<String> names = new ArrayList<>();
        properties.properties().forEach(entry -> names.add(entry.getKey()));
        List<Arbitrary<Object>> parts = new ArrayList<>();
        for (String name : names) {
            Arbitrary<Object> property = valid(properties.get(name), path + "/" + name);
            if (!required.contains(name)) {
                // Absent is its own value: optional members are sent about half the time.
                property = Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(1, Arbitraries.just(Absent.VALUE)),
                        net.jqwik.api.Tuple.of(1, property));
            }
            parts.add(property);
        }
        int minProperties = schema.path("minProperties").asInt(0);
        // anyOf/oneOf of "required" lists: one of them is chosen and its members are given values.
        List<List<String>> alternatives = new ArrayList<>();
        for (String combinator : List.of("oneOf", "anyOf")) {
            schema.path(combinator).forEach(alternative -> {
                List<String> members = new ArrayList<>();
                alternative.path("required").forEach(r -> members.add(r.asString()));
                alternatives.add(members);
            });
        }
        boolean exclusive = schema.has("oneOf");
        Map<String, JsonNode> dependents = new LinkedHashMap<>();
        schema.path("dependentSchemas").properties().forEach(e -> dependents.put(e.getKey(), e.getValue()));
        Map<String, Arbitrary<Object>> present = new LinkedHashMap<>();
        for (String name : names) {
            present.put(name, valid(properties.get(name), path + "/" + name).filter(v -> v != null));
        }
        Arbitrary<List<String>> chosen = alternatives.isEmpty() ? Arbitraries.just(List.of())
                : Arbitraries.of(alternatives);
        return net.jqwik.api.Combinators.combine(net.jqwik.api.Combinators.combine(parts).as(values -> values), chosen)
                .as((values, must) -> {
                    Map<String, Object> out = new LinkedHashMap<>();
                    for (int i = 0; i < names.size(); i++) {
                        if (values.get(i) != Absent.VALUE) {
                            out.put(names.get(i), values.get(i));
                        }
                    }
                    if (exclusive) {
                        // oneOf: the members of the other alternatives stay out.
                        alternatives.stream().filter(a -> a != must).flatMap(List::stream)
                                .filter(m -> !must.contains(m)).forEach(out::remove);
                    }
                    List<String> needed = new ArrayList<>(must);
                    for (String name : names) {
                        long nonNull = out.values().stream().filter(v -> v != null).count()
                                + needed.stream().filter(n -> out.get(n) == null).count();
                        if (nonNull >= minProperties) {
                            break;
                        }
                        if (!needed.contains(name) && out.get(name) == null) {
                            needed.add(name);
                        }
                    }
                    return java.util.Map.entry(out, needed);
                })
                .flatMap(partial -> {
                    Map<String, Object> out = partial.getKey();
                    List<String> missing = partial.getValue().stream().filter(n -> out.get(n) == null)
                            .filter(present::containsKey).toList();
                    Arbitrary<List<Object>> fill = missing.isEmpty() ? Arbitraries.just(List.of())
                            : net.jqwik.api.Combinators.combine(missing.stream().map(present::get).toList())
                            .as(filled -> filled);
                    return fill.map(filled -> {
                        Map<String, Object> more = new LinkedHashMap<>(out);
                        for (int i = 0; i < missing.size(); i++) {
                            more.put(missing.get(i), filled.get(i));
                        }
                        // dependentSchemas (only "required" and member types are read): a member whose companion
                        // is absent or null is left out.
                        dependents.forEach((member, dependent) -> {
                            if (more.containsKey(member)) {
                                dependent.path("required").forEach(r -> {
                                    if (more.get(r.asString()) == null) {
                                        more.remove(member);
                                    }
                                });
                            }
                        });
                        return (Object) hints.adjust(path, more);
                    });
                });
    }

    private Arbitrary<Object> array(JsonNode schema, String path) {
        int min = schema.path("minItems").asInt(0);
        int max = Math.min(schema.path("maxItems").asInt(4), Math.max(min, 4));
        JsonNode items = schema.path("items");
        return valid(items, path + "/*").list().ofMinSize(min).ofMaxSize(max).map(list -> (Object) list);
    }

    private static Arbitrary<Object> integer(JsonNode schema) {
        long min = schema.has("minimum") ? schema.get("minimum").asLong() : 0;
        long max = schema.has("maximum") ? schema.get("maximum").asLong() : Math.max(min, 0) + 1000;
        if (schema.has("exclusiveMinimum")) {
            min = Math.max(min, schema.get("exclusiveMinimum").asLong() + 1);
        }
        if (schema.has("exclusiveMaximum")) {
            max = Math.min(max, schema.get("exclusiveMaximum").asLong() - 1);
        }
        return Arbitraries.longs().between(min, max).map(l -> (Object) l);
    }

    private static Arbitrary<Object> number(JsonNode schema) {
        double min = schema.has("minimum") ? schema.get("minimum").asDouble() : 0;
        double max = schema.has("maximum") ? schema.get("maximum").asDouble() : Math.max(min, 0) + 1000;
        boolean exclusiveMin = schema.has("exclusiveMinimum");
        if (exclusiveMin) {
            min = Math.max(min, schema.get("exclusiveMinimum").asDouble());
        }
        if (schema.has("exclusiveMaximum")) {
            max = Math.min(max, schema.get("exclusiveMaximum").asDouble());
        }
        double low = min;
        double high = max;
        return Arbitraries.bigDecimals().between(java.math.BigDecimal.valueOf(low), java.math.BigDecimal.valueOf(high))
                .ofScale(2)
                .filter(d -> !exclusiveMin || d.doubleValue() > low)
                .map(d -> (Object) d.doubleValue());
    }

    private static Arbitrary<Object> string(JsonNode schema) {
        String format = schema.path("format").asString("");
        switch (format) {
            case "date-time":
                return Arbitraries.just("2026-01-02T03:04:05Z");
            case "date":
                // The week the fuzzer's meal plans span: a date a plan refuses is a rule of state, not of shape.
                return Arbitraries.integers().between(7, 13).map(day -> (Object) String.format("2026-12-%02d", day));
            case "uri", "url":
                return Arbitraries.strings().withChars(LETTERS.toLowerCase()).ofMinLength(1).ofMaxLength(10)
                        .map(s -> (Object) ("https://example.com/" + s));
            default:
                break;
        }
        int min = Math.max(1, schema.path("minLength").asInt(1));
        int max = Math.max(min, Math.min(schema.path("maxLength").asInt(30), 60));
        // Starts with a letter and ends with one: the server strips text, and a blank name is missing.
        return Arbitraries.strings().withChars(TEXT).ofMinLength(Math.max(0, min - 2)).ofMaxLength(Math.max(0, max - 2))
                .map(s -> (Object) (min == 1 && max == 1 ? "a" : "a" + s + "z"));
    }

    // ------------------------------------------------------------------------------------- rule breakers

    /**
     * Breaks one rule at a random place inside a valid value: the returned value is the whole document again with
     * that place changed. Null when nothing in the value has a rule to break.
     */
    public Violation violate(Object validValue, JsonNode rawSchema, Random random) {
        List<Violation> candidates = new ArrayList<>();
        collect(validValue, resolve(rawSchema), new ArrayList<>(), candidates, validValue);
        if (candidates.isEmpty()) {
            return null;
        }
        return candidates.get(random.nextInt(candidates.size()));
    }

    private void collect(Object value, JsonNode schema, List<Object> path, List<Violation> out, Object root) {
        if (schema == null || schema.isMissingNode()) {
            return;
        }
        schema = resolve(schema);
        Set<String> types = types(schema);
        if (!types.isEmpty()) {
            Object wrong = wrongTypeFor(types);
            if (wrong != null) {
                out.add(new Violation(replace(root, path, wrong), "type at " + pointer(path), true));
            }
        }
        if (schema.has("enum") && (types.contains("string") || types.isEmpty())) {
            out.add(new Violation(replace(root, path, "not-in-enum"), "enum at " + pointer(path), false));
        }
        if (value instanceof String s) {
            if (schema.has("maxLength")) {
                int max = schema.get("maxLength").asInt();
                out.add(new Violation(replace(root, path, "a" + "x".repeat(max)), "maxLength at " + pointer(path),
                        false));
            }
            if (schema.path("minLength").asInt(0) > 0 && !s.isEmpty()) {
                out.add(new Violation(replace(root, path, ""), "minLength at " + pointer(path), false));
            }
        }
        if (value instanceof Number) {
            boolean whole = types.contains("integer");
            if (schema.has("maximum")) {
                out.add(new Violation(replace(root, path, bound(schema.get("maximum"), 1, whole)),
                        "maximum at " + pointer(path), false));
            }
            if (schema.has("minimum")) {
                out.add(new Violation(replace(root, path, bound(schema.get("minimum"), -1, whole)),
                        "minimum at " + pointer(path), false));
            }
            if (schema.has("exclusiveMinimum")) {
                out.add(new Violation(replace(root, path, bound(schema.get("exclusiveMinimum"), 0, whole)),
                        "exclusiveMinimum at " + pointer(path), false));
            }
        }
        if (value instanceof List<?> list) {
            if (schema.has("maxItems")) {
                int max = schema.get("maxItems").asInt();
                List<Object> longer = new ArrayList<>(list);
                while (!longer.isEmpty() && longer.size() <= max) {
                    longer.add(longer.get(longer.size() % list.size()));
                }
                if (!longer.isEmpty()) {
                    out.add(new Violation(replace(root, path, longer), "maxItems at " + pointer(path), false));
                }
            }
            JsonNode items = schema.get("items");
            for (int i = 0; i < list.size(); i++) {
                List<Object> next = new ArrayList<>(path);
                next.add(i);
                collect(list.get(i), items, next, out, root);
            }
        }
        if (value instanceof Map<?, ?> map) {
            if (schema.has("required")) {
                for (JsonNode required : schema.get("required")) {
                    String name = required.asString();
                    if (map.containsKey(name)) {
                        Map<Object, Object> without = new LinkedHashMap<>(map);
                        without.remove(name);
                        out.add(new Violation(replace(root, path, without), "required " + pointer(path) + "/" + name,
                                false));
                    }
                }
            }
            JsonNode properties = schema.get("properties");
            if (properties != null) {
                for (Map.Entry<?, ?> entry : map.entrySet()) {
                    JsonNode property = properties.get(String.valueOf(entry.getKey()));
                    if (property != null) {
                        List<Object> next = new ArrayList<>(path);
                        next.add(String.valueOf(entry.getKey()));
                        collect(entry.getValue(), property, next, out, root);
                    }
                }
            }
        }
    }

    /** A number just past a bound, whole where the schema wants an integer. */
    private static Object bound(JsonNode limit, int step, boolean whole) {
        return whole ? (Object) (limit.asLong() + step) : (Object) (limit.asDouble() + step);
    }

    private static Object wrongTypeFor(Set<String> types) {
        List<Object> candidates = new ArrayList<>();
        if (!types.contains("string")) {
            candidates.add("text");
        }
        if (!types.contains("number") && !types.contains("integer")) {
            candidates.add(42);
        } else if (types.contains("integer") && !types.contains("number")) {
            candidates.add(1.5);
        }
        if (!types.contains("boolean")) {
            candidates.add(true);
        }
        if (!types.contains("object")) {
            candidates.add(Map.of("k", 1));
        }
        if (!types.contains("array")) {
            candidates.add(List.of(1, 2));
        }
        if (!types.contains("null")) {
            candidates.add(NULL);
        }
        return candidates.isEmpty() ? null : candidates.get(Math.abs(types.hashCode()) % candidates.size());
    }

    /** JSON null as a replacement value (a Java null would mean "remove"). */
    public static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    @SuppressWarnings("unchecked")
    private static Object replace(Object root, List<Object> path, Object replacement) {
        if (path.isEmpty()) {
            return replacement;
        }
        Object copy = deepCopy(root);
        Object parent = copy;
        for (int i = 0; i < path.size() - 1; i++) {
            Object key = path.get(i);
            parent = key instanceof Integer index ? ((List<Object>) parent).get(index) : ((Map<String, Object>) parent)
                    .get((String) key);
        }
        Object last = path.getLast();
        if (last instanceof Integer index) {
            ((List<Object>) parent).set(index, replacement);
        } else {
            ((Map<String, Object>) parent).put((String) last, replacement);
        }
        return copy;
    }

    @SuppressWarnings("unchecked")
    private static Object deepCopy(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            map.forEach((k, v) -> copy.put((String) k, deepCopy(v)));
            return copy;
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>();
            list.forEach(v -> copy.add(deepCopy(v)));
            return copy;
        }
        return value;
    }

    private static String pointer(List<Object> path) {
        StringBuilder out = new StringBuilder();
        path.forEach(p -> out.append('/').append(p));
        return out.isEmpty() ? "/" : out.toString();
    }

    private static Object plain(JsonNode node) {
        if (node.isString()) {
            return node.asString();
        }
        if (node.isIntegralNumber()) {
            return node.asLong();
        }
        if (node.isNumber()) {
            return node.asDouble();
        }
        if (node.isBoolean()) {
            return node.asBoolean();
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>();
            node.forEach(element -> list.add(plain(element)));
            return list;
        }
        if (node.isObject()) {
            Map<String, Object> map = new LinkedHashMap<>();
            node.properties().forEach(entry -> map.put(entry.getKey(), plain(entry.getValue())));
            return map;
        }
        return null;
    }

    private enum Absent { VALUE }
}
