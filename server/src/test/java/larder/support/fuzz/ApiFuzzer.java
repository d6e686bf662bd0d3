package larder.support.fuzz;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import larder.support.fuzz.RawHttp.Header;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Sends, for one operation of the OpenAPI document, valid requests and hostile variants of them (path, query,
 * headers, body, method) and checks every answer: no 5xx; every error a problem document (an RFC 6749 error at the
 * token endpoint) with a code from docs/api.md's catalogue and the status that code goes with; the answer as the
 * document describes it; the status a mutation calls for; and a request the document calls valid is not refused
 * as malformed or invalid.
 *
 * <p>Cases are drawn from jqwik generators with a seeded {@link Random}, so a failing case is reproduced by its
 * seed and index.
 */
public final class ApiFuzzer {

    /** Which credential an operation is called with. */
    public enum Credential { NONE, USER, MANAGEMENT, ADMIN }

    /** What a fuzz run needs from the test that runs it: credentials and real resources to point at. */
    public interface Context {
        Credential credential(Operation operation);

        /** The Authorization header value for a credential; for USER a fresh user when {@code fresh}. */
        String bearer(Credential credential, boolean fresh);

        /** Valid path parameter values, naming resources the credential may use. */
        Map<String, String> pathValues(Operation operation);

        /** Path parameter values naming another user's or app's resources, or null where none exist. */
        Map<String, String> foreignPathValues(Operation operation);

        SchemaValues values();

        /**
         * Whether a refusal of a request the document calls valid comes from a rule the document cannot state (it
         * depends on the world outside the request); each such rule is listed in docs/testing.md.
         */
        default boolean outsideTheDocument(Operation operation, JsonNode problem) {
            return false;
        }

        /** Called before each case of an operation: room for what the cases use up (an app's 20 webhooks). */
        default void beforeCase(Operation operation) {
        }
    }

    public record Operation(String method, String template, JsonNode spec, JsonNode pathItem) {

        public String id() {
            return method + " " + template;
        }

        boolean tokenEndpoint() {
            return template.equals("/v1beta/auth/access_token");
        }

        boolean operational() {
            return !template.startsWith("/v1beta/") && !template.startsWith("/admin/")
                    || template.equals("/v1beta/openapi.json");
        }

        List<JsonNode> parameters(SchemaValues values) {
            List<JsonNode> all = new ArrayList<>();
            for (JsonNode source : List.of(pathItem.path("parameters"), spec.path("parameters"))) {
                source.forEach(p -> all.add(values.resolve(p)));
            }
            return all;
        }

        JsonNode bodySchema() {
            JsonNode content = spec.path("requestBody").path("content");
            JsonNode json = content.path("application/json");
            return json.isMissingNode() ? null : json.path("schema");
        }

        boolean bodyRequired() {
            return spec.path("requestBody").path("required").asBoolean(false);
        }

        boolean answersEventStream() {
            for (var entry : spec.path("responses").properties()) {
                if (entry.getKey().startsWith("2") && entry.getValue().path("content").has("text/event-stream")) {
                    return true;
                }
            }
            return false;
        }

        boolean answersJson() {
            for (var entry : spec.path("responses").properties()) {
                if (entry.getKey().startsWith("2") && entry.getValue().path("content").has("application/json")) {
                    return true;
                }
            }
            return false;
        }

        Set<String> pathMethods() {
            Set<String> methods = new LinkedHashSet<>();
            for (String m : List.of("get", "put", "post", "delete", "patch")) {
                if (pathItem.has(m)) {
                    methods.add(m.toUpperCase(Locale.ROOT));
                }
            }
            return methods;
        }
    }

    /** One request as sent, what it was meant to test, and what its answer must be. */
    record Case(String description, String method, String target, List<Header> headers, byte[] body,
                Expect expect, boolean documentValid) {
    }

    /** An answer's status must be one of {@code statuses} (any when empty) and its code one of {@code codes}. */
    record Expect(Set<Integer> statuses, Set<String> codes) {

        static Expect any() {
            return new Expect(Set.of(), Set.of());
        }

        static Expect status(Integer... statuses) {
            return new Expect(Set.of(statuses), Set.of());
        }

        Expect codes(String... codes) {
            return new Expect(statuses, Set.of(codes));
        }
    }

    /** A check that failed: grouped by signature, with the first request that showed it. */
    public record Finding(String signature, String example) {
    }

    private static final Set<String> CODES = Set.of("request.malformed_json", "request.invalid",
            "request.too_many_items", "request.too_many_recipes", "request.body_too_large",
            "request.unsupported_media_type", "request.not_acceptable", "auth.token_required", "auth.token_invalid",
            "auth.token_expired", "auth.forbidden", "auth.management_token_from_browser", "auth.origin_not_allowed",
            "not_found", "precondition_failed", "rate_limited", "idempotency.key_reused", "idempotency.in_progress",
            "list.full", "list.too_many_members", "list.changes_expired", "cart.full", "cart.checked_out",
            "cart.empty", "retailer.required", "recipe.not_found_in_page", "unavailable",
            "request.http_version_not_supported", "internal");

    /** docs/api.md §1's table, read per code: the statuses each code may come with. */
    private static final Map<String, Set<Integer>> STATUS_OF_CODE = Map.ofEntries(
            Map.entry("request.malformed_json", Set.of(400)),
            // 408: a body announced but not sent in time; 417: an Expect header the server does not implement.
            Map.entry("request.invalid", Set.of(400, 405, 408, 417, 422)),
            Map.entry("request.too_many_items", Set.of(422)),
            Map.entry("request.too_many_recipes", Set.of(422)),
            Map.entry("request.body_too_large", Set.of(413)),
            Map.entry("request.unsupported_media_type", Set.of(415)),
            Map.entry("request.not_acceptable", Set.of(406)),
            Map.entry("auth.token_required", Set.of(401)),
            Map.entry("auth.token_invalid", Set.of(401)),
            Map.entry("auth.token_expired", Set.of(401)),
            Map.entry("auth.forbidden", Set.of(403)),
            Map.entry("auth.management_token_from_browser", Set.of(403)),
            Map.entry("auth.origin_not_allowed", Set.of(403)),
            Map.entry("not_found", Set.of(404)),
            Map.entry("precondition_failed", Set.of(412)),
            Map.entry("rate_limited", Set.of(429)),
            Map.entry("idempotency.key_reused", Set.of(422)),
            Map.entry("idempotency.in_progress", Set.of(409)),
            Map.entry("list.full", Set.of(422)),
            Map.entry("list.too_many_members", Set.of(422)),
            Map.entry("list.changes_expired", Set.of(410)),
            Map.entry("cart.full", Set.of(422)),
            Map.entry("cart.checked_out", Set.of(409)),
            Map.entry("cart.empty", Set.of(422)),
            Map.entry("retailer.required", Set.of(422)),
            Map.entry("recipe.not_found_in_page", Set.of(422)),
            Map.entry("unavailable", Set.of(503)),
            Map.entry("request.http_version_not_supported", Set.of(505)),
            Map.entry("internal", Set.of(500)));

    private static final Map<String, Set<Integer>> STATUS_OF_OAUTH_ERROR = Map.of(
            "invalid_request", Set.of(400, 404, 405, 406, 408, 413, 415, 417),
            "invalid_client", Set.of(401),
            "invalid_grant", Set.of(400),
            "unauthorized_client", Set.of(403),
            "unsupported_grant_type", Set.of(400),
            "rate_limited", Set.of(429));

    /** Refusals of a request's content, which a request the document calls valid must never get. */
    private static final Set<String> REFUSALS_OF_VALID = Set.of("request.malformed_json", "request.invalid",
            "request.unsupported_media_type", "request.not_acceptable", "request.body_too_large");

    /** Cursors no listing can read: 400 request.invalid everywhere. */
    private static final List<String> FORGED_CURSORS = List.of("c1..", "c1.", "c1", "c2.AAAA", "c1.AAAA.AAAA.AAAA",
            "c1." + b64("\u0000"), "c1.%%%%",
            "c1." + Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[]{(byte) 0xff, (byte) 0xfe}),
            "c1." + b64("x".repeat(7000)),
            // a lone surrogate as UTF-8 would write it (ED A0 80), which is not UTF-8 (b64("\ud800") would send "?")
            "c1." + Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[]{(byte) 0xed, (byte) 0xa0,
                    (byte) 0x80}), "c1.=");

    /** Cursors that decode, to keys no server wrote: a listing may read them as a position (any answer but 5xx). */
    private static final List<String> ODD_CURSORS = List.of("c1." + b64("2020-13-45T99:99:99Z") + "." + b64("x"),
            "c1." + b64("-1"), "c1." + b64("99999999999999999999"), "c1." + b64("'; drop table recipe; --"),
            "c1.A===", "c1." + b64("?"));

    private static final List<String> BAD_ESCAPES = List.of("%zz", "%ff", "%c0%80", "%", "%e2%82", "%ed%a0%80",
            "%f8%88%80%80%80", "a%2", "%fe%ff");

    private static final List<String> ODD_METHODS = List.of("PROPFIND", "FOO", "MKCOL", "TRACE", "LOCK", "get",
            "SEARCH", "QUERY", "PURGE", "COPY");

    private final JsonNode document;
    private final RawHttp http;
    private final Context context;
    private final OpenApiInteractionValidator validator;
    private final JsonMapper json = JsonMapper.builder().build();

    public ApiFuzzer(String documentText, int port, Context context) {
        this.document = JsonMapper.builder().build().readTree(documentText);
        this.http = new RawHttp(port);
        this.context = context;
        this.validator = OpenApiInteractionValidator.createForInlineApiSpecification(documentText).build();
    }

    public List<Operation> operations() {
        List<Operation> operations = new ArrayList<>();
        for (var path : document.path("paths").properties()) {
            for (String method : List.of("get", "post", "put", "patch", "delete")) {
                JsonNode spec = path.getValue().get(method);
                if (spec != null) {
                    operations.add(new Operation(method.toUpperCase(Locale.ROOT), path.getKey(), spec,
                            path.getValue()));
                }
            }
        }
        return operations;
    }

    /** Sends {@code count} cases for one operation; answers the findings, one per distinct failure. */
    public Map<String, Finding> run(Operation operation, int count, long seed, int[] sent) throws IOException {
        Map<String, Finding> findings = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            Random random = new Random(seed * 31 + operation.id().hashCode() * 17L + i);
            context.beforeCase(operation);
            Case c = generate(operation, random);
            RawHttp.Response response = http.send(c.method(), c.target(), c.headers(), c.body());
            sent[0]++;
            for (String failure : check(operation, c, response)) {
                String signature = operation.id() + " | " + failure;
                findings.putIfAbsent(signature, new Finding(signature, describe(c, response, seed, i)));
            }
        }
        return findings;
    }

    // ------------------------------------------------------------------------------------------ generation

    private Case generate(Operation op, Random random) {
        Draft base = base(op, random);
        int roll = random.nextInt(100);
        if (roll < 20) {
            return base.toCase("valid", Expect.any(), true);
        }
        List<java.util.function.Function<Random, Case>> families = new ArrayList<>();
        if (op.template().contains("{")) {
            families.add(r -> mutatePath(op, base, r));
        }
        families.add(r -> mutateQuery(op, base, r));
        families.add(r -> mutateHeaders(op, base, r));
        if (op.bodySchema() != null) {
            families.add(r -> mutateBody(op, base, r));
            families.add(r -> mutateBody(op, base, r));
        }
        families.add(r -> mutateMethod(op, base, r));
        Case first = families.get(random.nextInt(families.size())).apply(random);
        if (roll < 90) {
            return first;
        }
        // Two things wrong at once: only the general checks apply.
        Case second = families.get(random.nextInt(families.size())).apply(random);
        return new Case(first.description() + " + " + second.description(), second.method(),
                random.nextBoolean() ? first.target() : second.target(), merge(first.headers(), second.headers()),
                random.nextBoolean() ? first.body() : second.body(), Expect.any(), false);
    }

    private static List<Header> merge(List<Header> a, List<Header> b) {
        Map<String, Header> byName = new LinkedHashMap<>();
        a.forEach(h -> byName.put(h.name().toLowerCase(Locale.ROOT), h));
        b.forEach(h -> byName.putIfAbsent(h.name().toLowerCase(Locale.ROOT), h));
        return new ArrayList<>(byName.values());
    }

    /** A request under construction: every part still separate, so that one can be spoilt. */
    private final class Draft {
        String method;
        Map<String, String> path = new LinkedHashMap<>();
        List<String[]> query = new ArrayList<>();
        List<Header> headers = new ArrayList<>();
        Object body;
        byte[] rawBody;
        final Operation op;

        Draft(Operation op) {
            this.op = op;
            this.method = op.method();
        }

        Draft copy() {
            Draft copy = new Draft(op);
            copy.method = method;
            copy.path = new LinkedHashMap<>(path);
            copy.query = new ArrayList<>(query);
            copy.headers = new ArrayList<>(headers);
            copy.body = body;
            copy.rawBody = rawBody;
            return copy;
        }

        void header(String name, String value) {
            headers.removeIf(h -> h.name().equalsIgnoreCase(name));
            if (value != null) {
                headers.add(new Header(name, value));
            }
        }

        String target(boolean encodePath) {
            String target = op.template();
            for (var entry : path.entrySet()) {
                String value = encodePath ? encodeSegment(entry.getValue()) : entry.getValue();
                target = target.replace("{" + entry.getKey() + "}", value);
            }
            if (!query.isEmpty()) {
                StringBuilder q = new StringBuilder();
                for (String[] pair : query) {
                    q.append(q.isEmpty() ? "?" : "&").append(pair[0]);
                    if (pair[1] != null) { // null: a parameter without '=' ("?flag")
                        q.append('=').append(pair[1]);
                    }
                }
                target += q;
            }
            return target;
        }

        byte[] bodyBytes() {
            if (rawBody != null) {
                return rawBody;
            }
            return body == null ? null : Json.write(body).getBytes(StandardCharsets.UTF_8);
        }

        Case toCase(String description, Expect expect, boolean documentValid) {
            return new Case(description, method, target(true), headers, bodyBytes(), expect, documentValid);
        }

        Case toRawCase(String description, Expect expect) {
            return new Case(description, method, target(false), headers, bodyBytes(), expect, false);
        }
    }

    private Draft base(Operation op, Random random) {
        Draft request = new Draft(op);
        Credential credential = context.credential(op);
        if (credential != Credential.NONE) {
            boolean fresh = op.method().equals("DELETE") && op.template().equals("/v1beta/users/me");
            request.header("Authorization", context.bearer(credential, fresh));
        }
        request.header("Accept", random.nextInt(4) == 0 ? "*/*" : op.answersEventStream() ? "text/event-stream"
                : op.answersJson() || !op.operational() ? "application/json" : successType(op));
        if (op.template().contains("{")) {
            context.pathValues(op).forEach((name, value) -> {
                if (op.template().contains("{" + name + "}")) {
                    request.path.put(name, value);
                }
            });
        }
        SchemaValues values = context.values();
        for (JsonNode parameter : op.parameters(values)) {
            String name = parameter.path("name").asString();
            if (!parameter.path("in").asString().equals("query") || name.equals("after") || name.equals("feed_id")) {
                continue;
            }
            if (!parameter.path("required").asBoolean(false) && random.nextInt(10) < 6) {
                continue;
            }
            if (name.equals("scale") || name.equals("servings")) {
                if (request.query.stream().anyMatch(q -> q[0].equals("scale") || q[0].equals("servings"))) {
                    continue; // one of the two at a time
                }
            }
            Object value = SchemaValues.draw(values.valid(parameter.path("schema"), "?" + name), random);
            if (value instanceof List<?> list) {
                list.forEach(v -> request.query.add(new String[]{name, encodeQuery(String.valueOf(v))}));
            } else if (value != null) {
                request.query.add(new String[]{name, encodeQuery(plainNumber(value))});
            }
        }
        JsonNode bodySchema = op.bodySchema();
        if (bodySchema != null && (op.bodyRequired() || random.nextInt(10) < 8)) {
            request.header("Content-Type", "application/json");
            request.body = SchemaValues.draw(values.valid(bodySchema, ""), random);
        }
        if (op.method().equals("POST") && !op.tokenEndpoint() && random.nextInt(4) == 0) {
            request.header("Idempotency-Key", "fz-" + Long.toHexString(random.nextLong()));
        }
        return request;
    }

    private static String successType(Operation op) {
        for (var entry : op.spec().path("responses").properties()) {
            if (entry.getKey().startsWith("2") && entry.getValue().path("content").size() > 0) {
                return entry.getValue().path("content").properties().iterator().next().getKey();
            }
        }
        return "*/*";
    }

    private Case mutatePath(Operation op, Draft base, Random random) {
        Draft r = base.copy();
        List<String> names = new ArrayList<>(r.path.keySet());
        String name = names.get(random.nextInt(names.size()));
        switch (random.nextInt(7)) {
            case 0 -> {
                r.path.put(name, "zz_" + Long.toString(random.nextLong() & Long.MAX_VALUE, 36));
                return r.toCase("unknown id in {" + name + "}", Expect.status(404).codes("not_found"), false);
            }
            case 1 -> {
                r.path.put(name, "x".repeat(3000 + random.nextInt(3000)));
                return r.toCase("huge id in {" + name + "}", Expect.status(404).codes("not_found"), false);
            }
            case 2 -> {
                r.path.put(name, pick(BAD_ESCAPES, random));
                return r.toRawCase("bad escape in {" + name + "}", Expect.status(400, 404));
            }
            case 3 -> {
                r.path.put(name, pick(List.of("日本", "é", "\uD83C\uDF45", "\u200B", "a b", "<x>", "'\""), random));
                return r.toCase("odd characters in {" + name + "}", Expect.status(404).codes("not_found"), false);
            }
            case 4 -> {
                r.path.put(name, pick(List.of("%2F", "%2e%2e", "..", ".", "%00", "%5C", ";x=1", "a;b"), random));
                return r.toRawCase("path trick in {" + name + "}", Expect.any());
            }
            case 5 -> {
                Map<String, String> foreign = context.foreignPathValues(op);
                if (foreign == null) {
                    return mutateQuery(op, base, random);
                }
                r.path.putAll(foreign);
                return r.toCase("another owner's resource", Expect.status(404).codes("not_found"), false);
            }
            default -> {
                r.path.put(name, "");
                return r.toRawCase("empty {" + name + "}", Expect.any());
            }
        }
    }

    private Case mutateQuery(Operation op, Draft base, Random random) {
        Draft r = base.copy();
        List<JsonNode> query = op.parameters(context.values()).stream()
                .filter(p -> p.path("in").asString().equals("query")).toList();
        int choice = random.nextInt(query.isEmpty() ? 3 : 10);
        if (random.nextInt(4) == 0) {
            return oddPairs(op, r, query, random);
        }
        switch (choice) {
            case 0 -> {
                r.query.add(new String[]{pick(List.of("x", "limit", "q", "zz"), random), pick(BAD_ESCAPES, random)});
                return r.toRawCase("bad escape in the query", Expect.status(400).codes("request.invalid"));
            }
            case 1 -> {
                r.query.add(new String[]{pick(BAD_ESCAPES, random), "1"});
                return r.toRawCase("bad escape in a query name", Expect.status(400).codes("request.invalid"));
            }
            case 2 -> {
                r.query.add(new String[]{"unknown_" + random.nextInt(100), "1"});
                return r.toCase("unknown query parameter", Expect.any(), false);
            }
            default -> {
                // a declared parameter
            }
        }
        JsonNode parameter = query.get(random.nextInt(query.size()));
        String name = parameter.path("name").asString();
        JsonNode schema = context.values().resolve(parameter.path("schema"));
        Set<String> types = SchemaValues.types(schema);
        r.query.removeIf(q -> q[0].equals(name));
        boolean numeric = types.contains("integer") || types.contains("number");
        switch (choice) {
            case 3 -> {
                if (name.equals("after")) {
                    if (random.nextBoolean()) {
                        r.query.add(new String[]{name, encodeQuery(pick(ODD_CURSORS, random))});
                        return r.toCase("odd cursor", Expect.any(), false);
                    }
                    r.query.add(new String[]{name, encodeQuery(pick(FORGED_CURSORS, random))});
                    return r.toCase("forged cursor", Expect.status(400).codes("request.invalid"), false);
                }
                if (numeric) {
                    r.query.add(new String[]{name, pick(List.of("abc", "1.5.2", "1e", "--1", "true", "1,5"),
                            random)});
                    return r.toRawCase("wrong type for ?" + name, Expect.status(400).codes("request.invalid"));
                }
                r.query.add(new String[]{name, encodeQuery("x".repeat(5000))});
                return r.toCase("long ?" + name, Expect.any(), false);
            }
            case 4 -> {
                if (numeric) {
                    String value = pick(List.of("0", "-1", "101", "100000", "99999999999999999999", "-0", "1e309",
                            "NaN", "Infinity", "-Infinity", "1e-400", "0.0000001"), random);
                    r.query.add(new String[]{name, value});
                    return r.toCase("out of range ?" + name + "=" + value, Expect.any(), false);
                }
                r.query.add(new String[]{name, encodeQuery(pick(List.of("\ud83c\udf45", "日本", "'; --", "<b>",
                        "\u202e", " ", ""), random))});
                return r.toCase("odd text ?" + name, Expect.any(), false);
            }
            case 5 -> {
                r.query.add(new String[]{name, "1"});
                r.query.add(new String[]{name, "2"});
                return r.toCase("duplicated ?" + name, Expect.any(), false);
            }
            case 6 -> {
                r.query.add(new String[]{name, "%00"});
                return r.toRawCase("NUL in ?" + name, Expect.status(400).codes("request.invalid"));
            }
            case 7 -> {
                boolean bounded = schema.has("maximum") || schema.has("minimum") || schema.has("exclusiveMinimum");
                if (numeric && bounded) {
                    String value = schema.has("maximum") ? String.valueOf(schema.get("maximum").asLong() + 1)
                            : "-5";
                    r.query.add(new String[]{name, value});
                    // docs/api.md §1: limit out of range is 400; other well-formed but invalid values 422.
                    return r.toCase("beyond the documented range ?" + name + "=" + value,
                            Expect.status(400, 422).codes("request.invalid"), false);
                }
                r.query.add(new String[]{name, pick(BAD_ESCAPES, random)});
                return r.toRawCase("bad escape in ?" + name, Expect.status(400).codes("request.invalid"));
            }
            case 8 -> {
                r.query.add(new String[]{name, null});
                return r.toCase("?" + name + " without a value", Expect.any(), false);
            }
            default -> {
                r.query.add(new String[]{name, encodeQuery("\u0001\u007f")});
                return r.toCase("control characters in ?" + name, Expect.any(), false);
            }
        }
    }

    /**
     * Pairs a client library would not write: without a name ({@code ?=x}, {@code ?=}), which every route refuses
     * as 400 request.invalid; without {@code =} or a value ({@code ?limit}, {@code ?limit=}); and one name given
     * twice or more, declared or not, which a route may read as it likes (any answer but a 5xx).
     */
    private Case oddPairs(Operation op, Draft r, List<JsonNode> query, Random random) {
        String declared = query.isEmpty() ? "x" : query.get(random.nextInt(query.size())).path("name").asString();
        switch (random.nextInt(5)) {
            case 0 -> {
                String value = pick(List.of("x", "", "1", "%41", "="), random);
                String[] nameless = {"", value};
                if (random.nextBoolean()) {
                    r.query.add(nameless);
                } else {
                    r.query.addFirst(nameless);
                }
                return r.toRawCase("a parameter without a name (?=" + value + ")",
                        op.tokenEndpoint() ? Expect.status(400) : Expect.status(400).codes("request.invalid"));
            }
            case 1 -> {
                r.query.add(new String[]{pick(List.of(declared, "flag", "limit"), random), null});
                return r.toRawCase("a parameter without '='", Expect.any());
            }
            case 2 -> {
                r.query.add(new String[]{declared, ""});
                return r.toRawCase("?" + declared + "= (an empty value)", Expect.any());
            }
            case 3 -> {
                int times = 2 + random.nextInt(4);
                for (int i = 0; i < times; i++) {
                    r.query.add(new String[]{declared, random.nextBoolean() ? null : String.valueOf(i)});
                }
                return r.toRawCase("?" + declared + " " + times + " times, some without a value", Expect.any());
            }
            default -> {
                r.query.add(new String[]{"", null});
                r.query.add(new String[]{"&", null});
                return r.toRawCase("empty pairs (?&&)", Expect.any());
            }
        }
    }

    private Case mutateHeaders(Operation op, Draft base, Random random) {
        Draft r = base.copy();
        boolean needsCredential = context.credential(op) != Credential.NONE;
        Credential credential = context.credential(op);
        switch (random.nextInt(8)) {
            case 0 -> {
                if (op.bodySchema() == null || r.body == null) {
                    return mutateMethod(op, base, random);
                }
                String type = pick(List.of("*/*", "text/plain", "application/xml", "application/*", "garbage",
                        ";;;", "multipart/form-data; boundary=x", "application/json-patch+json", "text/json",
                        "application/x-www-form-urlencoded", "image/png", "application/json/x",
                        "application/json; charset", "application/json;charset=", "application/json; a=\"b"),
                        random);
                if (op.tokenEndpoint() && type.equals("application/x-www-form-urlencoded")) {
                    r.header("Content-Type", type);
                    return r.toCase("a JSON body labelled as a form", Expect.any(), false);
                }
                r.header("Content-Type", type);
                return r.toCase("Content-Type " + type, op.tokenEndpoint() ? Expect.status(400, 415)
                        : Expect.status(415).codes("request.unsupported_media_type"), false);
            }
            case 1 -> {
                if (r.body == null) {
                    return mutateMethod(op, base, random);
                }
                r.header("Content-Type", null);
                return r.toCase("no Content-Type on a body", op.tokenEndpoint() ? Expect.status(400, 415)
                        : Expect.status(415).codes("request.unsupported_media_type"), false);
            }
            case 2 -> {
                if (random.nextInt(4) == 0) {
                    // A client that expects errors: its successes are still application/json (checked for all).
                    r.header("Accept", "application/problem+json");
                    return r.toCase("Accept application/problem+json", Expect.any(), false);
                }
                if (op.bodySchema() != null && r.body != null && random.nextBoolean()) {
                    String charset = pick(List.of("latin1", "ISO-8859-1", "utf-16", "\"us-ascii\"", "windows-1252"),
                            random);
                    r.header("Content-Type", "application/json; charset=" + charset);
                    // JSON is UTF-8 (RFC 8259 §8.1): a body labelled otherwise is not read.
                    return r.toCase("a JSON body labelled charset=" + charset, op.tokenEndpoint() ? Expect.status(400)
                            : Expect.status(400).codes("request.malformed_json"), false);
                }
                String accept = pick(List.of("text/html", "application/xml", "image/png", "text/csv",
                        "application/json;q=0", "garbage", "text/*"), random);
                r.header("Accept", accept);
                // Import refuses every page here (none can be fetched), before an answer is negotiated.
                boolean certain = op.answersJson() && !accept.equals("garbage") && !accept.contains("q=0")
                        && !op.operational() && !op.template().equals("/v1beta/recipes/import");
                return r.toCase("Accept " + accept, certain ? Expect.status(406).codes("request.not_acceptable")
                        : Expect.any(), false);
            }
            case 3 -> {
                if (!needsCredential || op.tokenEndpoint()) {
                    r.header("Authorization", "Bearer " + "x".repeat(random.nextInt(50)));
                    return r.toCase("a needless Authorization", Expect.any(), false);
                }
                String value = pick(List.of("", "Bearer", "Bearer ", "Bearer x", "Basic dXNlcjpwYXNz", "Token abc",
                        "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.", "Bearer lmt_" + "0".repeat(43),
                        "Bearer " + "a".repeat(4000), "Bearer \u00e9t\u00e9", "Bearer a b c"), random);
                r.header("Authorization", value.isEmpty() ? null : value);
                return r.toCase("Authorization " + abbreviate(value), Expect.status(401), false);
            }
            case 4 -> {
                if (!op.method().equals("POST") || op.tokenEndpoint()) {
                    return mutateQuery(op, base, random);
                }
                String key = pick(List.of("", "k".repeat(256), "\u00e9\u00e9", " ", "a\tb"), random);
                r.header("Idempotency-Key", key);
                Expect expect = key.length() > 255 ? Expect.status(400, 422).codes("request.invalid") : Expect.any();
                return r.toCase("Idempotency-Key " + abbreviate(key), expect, false);
            }
            case 5 -> {
                boolean conditional = op.parameters(context.values()).stream()
                        .anyMatch(p -> p.path("name").asString().equalsIgnoreCase("If-Match"));
                String value = pick(List.of("\"999999\"", "abc", "W/\"1\"", "\"-1\"",
                        "\"99999999999999999999999\"", "\"\"", "\"1\", \"2\""), random);
                r.header("If-Match", value);
                Expect expect = conditional && value.equals("\"999999\"")
                        ? Expect.status(412).codes("precondition_failed") : Expect.any();
                return r.toCase("If-Match " + value, expect, false);
            }
            case 6 -> {
                String origin = pick(List.of("https://evil.invalid", "null", "::::", "http://localhost:1",
                        "https://shop.example.evil.invalid", "file://", "https://" + "a".repeat(300) + ".example"),
                        random);
                r.header("Origin", origin);
                Expect expect;
                if (credential == Credential.MANAGEMENT) {
                    expect = Expect.status(403).codes("auth.management_token_from_browser");
                } else if (credential == Credential.USER) {
                    expect = Expect.status(403).codes("auth.origin_not_allowed");
                } else if (op.tokenEndpoint()) {
                    expect = Expect.status(400, 401, 403);
                } else {
                    expect = Expect.any();
                }
                return r.toCase("Origin " + abbreviate(origin), expect, false);
            }
            default -> {
                r.headers.add(new Header(pick(List.of("X-Request-Id", "Content-Length", "Accept", "Authorization",
                        "Transfer-Encoding", "Expect", "X-Forwarded-For", "Range", "Content-Encoding"), random),
                        pick(List.of("", "\u00ff\u00fe", "x".repeat(2000), "100-continue", "gzip", "bytes=0-1",
                                "1.2.3.4, evil", "chunked"), random)));
                return r.toCase("odd extra header", Expect.any(), false);
            }
        }
    }

    private Case mutateBody(Operation op, Draft base, Random random) {
        Draft r = base.copy();
        SchemaValues values = context.values();
        r.header("Content-Type", "application/json");
        if (r.body == null) {
            r.body = SchemaValues.draw(values.valid(op.bodySchema(), ""), random);
        }
        switch (random.nextInt(10)) {
            case 8 -> {
                String form = pick(List.of("%", "=x", "a=%zz", "&&", "=", "a=1&=2", "%%%", "a=%e2%82",
                        "client_id=%00"), random);
                r.header("Content-Type", "application/x-www-form-urlencoded");
                r.rawBody = form.getBytes(StandardCharsets.ISO_8859_1);
                // Only the token endpoint takes a form; it answers one it cannot read with invalid_request.
                return r.toCase("a form body " + form, op.tokenEndpoint() ? Expect.status(400, 401)
                        : Expect.status(415).codes("request.unsupported_media_type"), false);
            }
            case 9 -> {
                byte[] text = Json.write(r.body).getBytes(StandardCharsets.UTF_8);
                byte[] bad = pick(List.of(new byte[]{(byte) 0xc0, (byte) 0xaf}, new byte[]{(byte) 0xe0, (byte) 0x80,
                        (byte) 0xaf}, new byte[]{(byte) 0xed, (byte) 0xa0, (byte) 0x80}, new byte[]{(byte) 0xf8,
                        (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80}, new byte[]{(byte) 0x80},
                        new byte[]{(byte) 0xe2, (byte) 0x82}), random);
                // Inside the first string value, where a lenient decoder would store it (C0 AF as '/').
                int at = new String(text, StandardCharsets.ISO_8859_1).indexOf(":\"");
                at = at < 0 ? 0 : at + 2;
                byte[] bytes = new byte[text.length + bad.length];
                System.arraycopy(text, 0, bytes, 0, at);
                System.arraycopy(bad, 0, bytes, at, bad.length);
                System.arraycopy(text, at, bytes, at + bad.length, text.length - at);
                r.rawBody = bytes;
                return r.toCase("bytes that are not UTF-8 in a string", op.tokenEndpoint() ? Expect.status(400)
                        : Expect.status(400).codes("request.malformed_json", "request.invalid"), false);
            }
            case 0, 1 -> {
                SchemaValues.Violation violation = values.violate(r.body, op.bodySchema(), random);
                if (violation == null) {
                    r.rawBody = "[]".getBytes(StandardCharsets.UTF_8);
                    return r.toCase("an array for an object", Expect.status(400), false);
                }
                r.body = violation.value();
                Expect expect;
                if (violation.wrongType()) {
                    expect = op.tokenEndpoint() ? Expect.status(400) : Expect.status(400).codes("request.invalid");
                } else if (violation.rule().startsWith("required") || violation.rule().startsWith("enum")) {
                    expect = Expect.status(400, 422);
                } else {
                    expect = op.tokenEndpoint() ? Expect.status(400) : Expect.status(422);
                }
                return r.toCase("breaks " + violation.rule(), expect, false);
            }
            case 2 -> {
                String text = Json.write(r.body);
                String broken = pick(List.of(text.substring(0, Math.max(1, text.length() / 2)), text + "x",
                        text + "{", "{\"a\":}", "{'a':1}", "{\"a\":1,}", "/*c*/" + text, "{\"a\":NaN}",
                        "{\"a\":01}", "", "\"\\x\"", "{\"a\":\"\\ud800\"", "nul", "[", "]"), random);
                r.rawBody = broken.getBytes(StandardCharsets.UTF_8);
                return r.toCase("malformed JSON", op.tokenEndpoint() ? Expect.status(400)
                        : Expect.status(400).codes("request.malformed_json", "request.invalid"), false);
            }
            case 3 -> {
                byte[] text = Json.write(r.body).getBytes(StandardCharsets.UTF_8);
                byte[] prefix = pick(List.of(new byte[]{(byte) 0xff, (byte) 0xfe}, new byte[]{(byte) 0xc0,
                        (byte) 0xaf}, new byte[]{(byte) 0xfe, (byte) 0xff, 0, '{'}, new byte[]{0}), random);
                byte[] bytes = new byte[prefix.length + text.length];
                System.arraycopy(prefix, 0, bytes, 0, prefix.length);
                System.arraycopy(text, 0, bytes, prefix.length, text.length);
                r.rawBody = bytes;
                return r.toCase("bytes that are not UTF-8", Expect.status(400), false);
            }
            case 4 -> {
                byte[] text = Json.write(r.body).getBytes(StandardCharsets.UTF_8);
                byte[] bytes = new byte[text.length + 3];
                bytes[0] = (byte) 0xef;
                bytes[1] = (byte) 0xbb;
                bytes[2] = (byte) 0xbf;
                System.arraycopy(text, 0, bytes, 3, text.length);
                r.rawBody = bytes;
                // Decided (OpenAPI info): a UTF-8 byte-order mark before the JSON is ignored.
                return r.toCase("a byte-order mark before a valid body", Expect.any(), true);
            }
            case 5 -> {
                Object odd = pick(List.of("\ud800", "\udfff", "x".repeat(200_000), "\u202e\u200b\ufeff",
                        "\ud83c\udf45".repeat(50), "\u0007\u001b", "'; drop table users; --", "<script>",
                        "%00", "\\u0000"), random);
                r.body = replaceLeaf(r.body, random, odd, String.class);
                return r.toCase("odd string " + abbreviate(odd.toString()), Expect.any(), false);
            }
            case 6 -> {
                Object odd = new Json.RawJson(pick(List.of("1e309", "-1e309", "1e-400", "123456789012345678901234567890",
                        "-0", "0.1e-5", "1.7976931348623157e308", "4.9e-324", "-9223372036854775809",
                        "9223372036854775808", "2147483648", "1" + "0".repeat(400)), random));
                Object changed = replaceLeaf(r.body, random, odd, Number.class);
                r.body = changed;
                return r.toCase("odd number " + ((Json.RawJson) odd).text().substring(0,
                        Math.min(20, ((Json.RawJson) odd).text().length())), Expect.any(), false);
            }
            default -> {
                String deep = pick(List.of("[".repeat(3000) + "]".repeat(3000), "{\"a\":".repeat(2000) + "1"
                        + "}".repeat(2000), "[" + "1,".repeat(150_000) + "1]", "{\"a\":1,\"a\":2}",
                        "null", "true", "\"text\"", "42", "{}"), random);
                r.rawBody = deep.getBytes(StandardCharsets.UTF_8);
                return r.toCase("hostile JSON " + abbreviate(deep), Expect.any(), false);
            }
        }
    }

    private Case mutateMethod(Operation op, Draft base, Random random) {
        Draft r = base.copy();
        Set<String> served = op.pathMethods();
        List<String> others = new ArrayList<>(List.of("GET", "PUT", "POST", "DELETE", "PATCH"));
        others.removeAll(served);
        int choice = random.nextInt(4);
        if (choice == 0 && !others.isEmpty()) {
            r.method = pick(others, random);
            return r.toCase(r.method + " on a path that does not serve it", Expect.status(405), false);
        }
        if (choice == 1) {
            r.method = "HEAD";
            return r.toCase("HEAD", served.contains("GET") ? Expect.any() : Expect.status(405), false);
        }
        if (choice == 2) {
            r.method = "OPTIONS";
            return r.toCase("OPTIONS", Expect.any(), false);
        }
        r.method = pick(ODD_METHODS, random);
        return r.toCase("method " + r.method, Expect.status(400, 405), false);
    }

    // -------------------------------------------------------------------------------------------- checks

    private List<String> check(Operation op, Case c, RawHttp.Response response) {
        List<String> failures = new ArrayList<>();
        int status = response.status();
        if (status >= 500) {
            failures.add("answered " + status);
            return failures;
        }
        String code = null;
        String contentType = response.header("Content-Type");
        JsonNode errorBody = null;
        if (status >= 400 && !c.method().equals("HEAD")) {
            JsonNode body = parse(response);
            errorBody = body;
            if (op.tokenEndpoint() && isTokenEndpointTarget(c.target())) {
                if (contentType == null || !contentType.startsWith("application/json") || body == null) {
                    failures.add("token endpoint error " + status + " is not application/json");
                } else {
                    String error = body.path("error").asString("");
                    Set<Integer> allowed = STATUS_OF_OAUTH_ERROR.get(error);
                    if (allowed == null) {
                        failures.add("unknown OAuth error '" + error + "'");
                    } else if (!allowed.contains(status)) {
                        failures.add("OAuth error " + error + " with status " + status);
                    }
                    code = error;
                }
            } else if (contentType == null || !contentType.startsWith("application/problem+json") || body == null) {
                failures.add(status + " is not a problem document (" + contentType + ")");
            } else {
                code = body.path("code").asString("");
                if (!CODES.contains(code)) {
                    failures.add("code '" + code + "' is not in the catalogue");
                } else if (!STATUS_OF_CODE.get(code).contains(status)) {
                    failures.add("code " + code + " with status " + status);
                }
                if (body.path("status").asInt() != status) {
                    failures.add("problem status member differs from " + status);
                }
            }
        }
        if (status < 300 && contentType != null && contentType.startsWith("application/problem+json")) {
            failures.add(status + " labelled application/problem+json");
        }
        if (status == 405 && response.header("Allow") == null) {
            failures.add("405 without Allow");
        }
        Expect expect = c.expect();
        if (!expect.statuses().isEmpty() && !expect.statuses().contains(status)) {
            failures.add(c.description() + ": expected " + expect.statuses() + ", got " + status
                    + (code == null ? "" : " " + code));
        } else if (!expect.codes().isEmpty() && code != null && !expect.codes().contains(code)
                && !(op.tokenEndpoint() && "invalid_request".equals(code) && expect.codes().stream()
                .anyMatch(expected -> expected.startsWith("request.")))) {
            failures.add(c.description() + ": expected " + expect.codes() + ", got " + status + " " + code);
        }
        if (c.documentValid() && code != null && status != 404 && REFUSALS_OF_VALID.contains(code)
                && !context.outsideTheDocument(op, errorBody)) {
            failures.add("a request the document calls valid was refused: " + status + " " + code);
        }
        if (c.documentValid() && status == 400 && op.tokenEndpoint()
                && "invalid_request".equals(code)) {
            failures.add("a token request the document calls valid was refused: invalid_request");
        }
        Request.Method method = standardMethod(c.method());
        if (method != null && c.method().equals(op.method())) {
            failures.addAll(documentMismatches(op, method, response));
        }
        return failures;
    }

    private static boolean isTokenEndpointTarget(String target) {
        return target.startsWith("/v1beta/auth/access_token");
    }

    private List<String> documentMismatches(Operation op, Request.Method method, RawHttp.Response response) {
        String type = response.header("Content-Type");
        if (type != null && type.startsWith("text/event-stream") && op.answersEventStream()) {
            return List.of(); // a stream that goes on: only its head was read, and its status is checked above
        }
        String concretePath = op.template().replaceAll("\\{[^}]+}", "p");
        SimpleResponse.Builder builder = new SimpleResponse.Builder(response.status());
        response.headers().forEach((name, values) -> builder.withHeader(name, values));
        if (response.body().length > 0) {
            builder.withBody(response.text());
        }
        ValidationReport report = validator.validateResponse(concretePath, method, builder.build());
        List<String> out = new ArrayList<>();
        for (ValidationReport.Message message : report.getMessages()) {
            if (message.getLevel() == ValidationReport.Level.ERROR) {
                out.add("answer " + response.status() + " differs from the document: " + message.getKey() + " "
                        + firstLine(message.getMessage()));
            }
        }
        return out;
    }

    // --------------------------------------------------------------------------------------------- helpers

    private JsonNode parse(RawHttp.Response response) {
        try {
            return response.body().length == 0 ? null : json.readTree(response.body());
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static Request.Method standardMethod(String method) {
        return switch (method) {
            case "GET" -> Request.Method.GET;
            case "POST" -> Request.Method.POST;
            case "PUT" -> Request.Method.PUT;
            case "PATCH" -> Request.Method.PATCH;
            case "DELETE" -> Request.Method.DELETE;
            default -> null;
        };
    }

    @SuppressWarnings("unchecked")
    private static Object replaceLeaf(Object value, Random random, Object replacement, Class<?> kind) {
        List<List<Object>> paths = new ArrayList<>();
        leaves(value, new ArrayList<>(), paths, kind);
        if (paths.isEmpty()) {
            Map<String, Object> wrapped = value instanceof Map<?, ?> m ? new LinkedHashMap<>((Map<String, Object>) m)
                    : new LinkedHashMap<>();
            wrapped.put("name", replacement);
            return wrapped;
        }
        List<Object> path = paths.get(random.nextInt(paths.size()));
        return setAt(value, path, 0, replacement);
    }

    private static void leaves(Object value, List<Object> path, List<List<Object>> out, Class<?> kind) {
        if (kind.isInstance(value)) {
            out.add(new ArrayList<>(path));
        } else if (value instanceof Map<?, ?> map) {
            map.forEach((k, v) -> {
                path.add(k);
                leaves(v, path, out, kind);
                path.removeLast();
            });
        } else if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                path.add(i);
                leaves(list.get(i), path, out, kind);
                path.removeLast();
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Object setAt(Object value, List<Object> path, int depth, Object replacement) {
        if (depth == path.size()) {
            return replacement;
        }
        Object key = path.get(depth);
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> copy = new LinkedHashMap<>(map);
            copy.put(key, setAt(map.get(key), path, depth + 1, replacement));
            return copy;
        }
        List<Object> copy = new ArrayList<>((List<Object>) value);
        copy.set((Integer) key, setAt(copy.get((Integer) key), path, depth + 1, replacement));
        return copy;
    }

    static String encodeSegment(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    static String encodeQuery(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private static String plainNumber(Object value) {
        if (value instanceof Double d && d == Math.rint(d) && !d.isInfinite()) {
            return Long.toString(d.longValue());
        }
        return String.valueOf(value);
    }

    private static <T> T pick(List<T> options, Random random) {
        return options.get(random.nextInt(options.size()));
    }

    private static String b64(String text) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    private static String abbreviate(String text) {
        String printable = text.replaceAll("\\p{Cntrl}", "?");
        return printable.length() > 40 ? printable.substring(0, 40) + "…(" + text.length() + ")" : printable;
    }

    private static String firstLine(String text) {
        int newline = text.indexOf('\n');
        String line = newline < 0 ? text : text.substring(0, newline);
        return line.length() > 300 ? line.substring(0, 300) + "…" : line;
    }

    private static String describe(Case c, RawHttp.Response response, long seed, int index) {
        StringBuilder out = new StringBuilder();
        out.append("seed ").append(seed).append(" case ").append(index).append(" (").append(c.description())
                .append(")\n  ").append(c.method()).append(' ').append(abbreviate2(c.target(), 300)).append('\n');
        for (Header h : c.headers()) {
            out.append("  ").append(h.name()).append(": ")
                    .append(h.name().equalsIgnoreCase("Authorization") ? abbreviate2(h.value(), 20)
                            : abbreviate2(h.value(), 120))
                    .append('\n');
        }
        if (c.body() != null) {
            out.append("  body: ").append(abbreviate2(new String(c.body(), StandardCharsets.UTF_8), 400))
                    .append('\n');
        }
        out.append("  -> ").append(response.status()).append(' ').append(response.header("Content-Type"))
                .append(' ').append(abbreviate2(response.text(), 400));
        return out.toString();
    }

    private static String abbreviate2(String text, int max) {
        return text.length() > max ? text.substring(0, max) + "…(" + text.length() + ")" : text;
    }
}
