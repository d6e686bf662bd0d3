package larder.platform.web;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes every schema of the document say in JSON Schema 2020-12 (OpenAPI 3.1) what swagger-core says in the
 * OpenAPI 3.0 manner, so that a validator reading the document refuses what the server refuses:
 * <ul>
 *   <li>an object schema has {@code "type": "object"}: without it, {@code null} or {@code 42} would pass for a
 *       body the server refuses;</li>
 *   <li>{@code nullable: true} (from {@code @Nullable} or {@code @Schema(nullable = true)}) becomes {@code "null"}
 *       in the type array, or {@code anyOf [$ref, null]} for a reference, since 3.1 has no {@code nullable};</li>
 *   <li>{@code exclusiveMinimum: true} beside a {@code minimum} becomes the 3.1 number form;</li>
 *   <li>a schema of answers only lists every member as required, since answers carry them all.</li>
 * </ul>
 * Every schema is reached: components, parameters, bodies, responses and headers, inline ones included.
 */
final class JsonSchemas {

    private final Set<Schema<?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());

    private JsonSchemas() {
    }

    /** {@code nullable} names the properties marked {@code @Nullable}, as "Schema.property". */
    @SuppressWarnings("rawtypes")
    static void normalise(OpenAPI openApi, Set<String> nullable) {
        JsonSchemas pass = new JsonSchemas();
        if (openApi.getComponents() != null && openApi.getComponents().getSchemas() != null) {
            openApi.getComponents().getSchemas().forEach((name, schema) -> {
                Map<String, Schema> properties = schema.getProperties();
                if (properties != null) {
                    properties.forEach((property, value) -> {
                        if (nullable.contains(name + "." + property)) {
                            value.setNullable(true);
                        }
                    });
                }
                pass.visit(schema);
            });
        }
        if (openApi.getPaths() == null) {
            return;
        }
        openApi.getPaths().values().forEach(item -> item.readOperations().forEach(pass::visit));
        answersCarryEveryMember(openApi);
    }

    /**
     * The server writes every member of an answer, null ones included ({@code default-property-inclusion: always}),
     * so a schema that only answers use lists all its members as required: generated clients then need no checks
     * for absent members. Schemas that requests use too are left as they are.
     */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static void answersCarryEveryMember(OpenAPI openApi) {
        Map<String, Schema> schemas = openApi.getComponents() == null ? null : openApi.getComponents().getSchemas();
        if (schemas == null) {
            return;
        }
        Set<String> requests = new java.util.HashSet<>();
        Set<String> answers = new java.util.HashSet<>();
        for (var item : openApi.getPaths().values()) {
            for (Operation operation : item.readOperations()) {
                if (operation.getRequestBody() != null && operation.getRequestBody().getContent() != null) {
                    operation.getRequestBody().getContent().values()
                            .forEach(media -> references(media.getSchema(), schemas, requests));
                }
                if (operation.getResponses() != null) {
                    operation.getResponses().values().stream().filter(r -> r.getContent() != null)
                            .forEach(r -> r.getContent().values()
                                    .forEach(media -> references(media.getSchema(), schemas, answers)));
                }
            }
        }
        answers.removeAll(requests);
        for (String name : answers) {
            Schema schema = schemas.get(name);
            if (schema.getProperties() != null && (schema.getRequired() == null || schema.getRequired().isEmpty())) {
                schema.setRequired(new ArrayList<>(schema.getProperties().keySet()));
            }
        }
    }

    /** Adds the names of the component schemas {@code schema} refers to, directly or through others. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static void references(Schema<?> schema, Map<String, Schema> schemas, Set<String> found) {
        if (schema == null) {
            return;
        }
        if (schema.get$ref() != null) {
            String name = schema.get$ref().substring(schema.get$ref().lastIndexOf('/') + 1);
            if (found.add(name) && schemas.get(name) != null) {
                references(schemas.get(name), schemas, found);
            }
            return;
        }
        if (schema.getProperties() != null) {
            schema.getProperties().values().forEach(p -> references(p, schemas, found));
        }
        references(schema.getItems(), schemas, found);
        if (schema.getAdditionalProperties() instanceof Schema additional) {
            references(additional, schemas, found);
        }
        for (List<Schema> composed : new List[] {schema.getAllOf(), schema.getAnyOf(), schema.getOneOf()}) {
            if (composed != null) {
                composed.forEach(c -> references(c, schemas, found));
            }
        }
    }

    private void visit(Operation operation) {
        if (operation.getParameters() != null) {
            operation.getParameters().forEach(p -> p.setSchema(nullableForm(p.getSchema())));
        }
        if (operation.getRequestBody() != null) {
            visit(operation.getRequestBody().getContent());
        }
        if (operation.getResponses() != null) {
            for (ApiResponse response : operation.getResponses().values()) {
                visit(response.getContent());
                if (response.getHeaders() != null) {
                    response.getHeaders().values().forEach(h -> h.setSchema(nullableForm(h.getSchema())));
                }
            }
        }
    }

    private void visit(Content content) {
        if (content != null) {
            content.values().forEach(media -> media.setSchema(nullableForm(media.getSchema())));
        }
    }

    /** The schema in its 3.1 form, visited; a nullable reference is replaced by {@code anyOf [ref, null]}. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private Schema nullableForm(Schema schema) {
        if (schema == null) {
            return null;
        }
        boolean nullable = Boolean.TRUE.equals(schema.getNullable());
        schema.setNullable(null);
        if (schema.get$ref() != null) {
            if (!nullable) {
                return schema;
            }
            Schema either = new Schema().anyOf(new ArrayList<>(List.of(new Schema().$ref(schema.get$ref()),
                    new Schema().types(new LinkedHashSet<>(Set.of("null"))))));
            either.setDescription(schema.getDescription());
            return either;
        }
        visit(schema);
        if (nullable) {
            Set<String> types = types(schema);
            types.add("null");
            schema.setTypes(types);
            if (schema.getEnum() != null && !schema.getEnum().contains(null)) {
                List<Object> values = new ArrayList<>(schema.getEnum());
                values.add(null);
                schema.setEnum(values);
            }
        }
        return schema;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private void visit(Schema<?> schema) {
        if (schema == null || schema.get$ref() != null || !seen.add(schema)) {
            return;
        }
        Map<String, Schema> properties = (Map) schema.getProperties();
        boolean object = properties != null || schema.getAdditionalProperties() instanceof Schema;
        // The 3.1 writer writes the type set only; swagger-core fills in the 3.0 single type for some schemas.
        if (object && (schema.getTypes() == null || schema.getTypes().isEmpty())) {
            schema.setTypes(new LinkedHashSet<>(Set.of("object")));
        }
        if (Boolean.TRUE.equals(schema.getExclusiveMinimum()) && schema.getMinimum() != null) {
            schema.setExclusiveMinimumValue(schema.getMinimum());
            schema.setMinimum(null);
            schema.setExclusiveMinimum(null);
        }
        if (Boolean.TRUE.equals(schema.getExclusiveMaximum()) && schema.getMaximum() != null) {
            schema.setExclusiveMaximumValue(schema.getMaximum());
            schema.setMaximum(null);
            schema.setExclusiveMaximum(null);
        }
        if (properties != null) {
            properties.replaceAll((name, property) -> nullableForm(property));
        }
        if (schema.getAdditionalProperties() instanceof Schema additional) {
            schema.setAdditionalProperties(nullableForm(additional));
        }
        schema.setItems(nullableForm(schema.getItems()));
        for (List<Schema> composed : new List[] {schema.getAllOf(), schema.getAnyOf(), schema.getOneOf()}) {
            if (composed != null) {
                composed.replaceAll(this::nullableForm);
            }
        }
    }

    /** The schema's types, whether swagger-core put them in the 3.1 set or the 3.0 single type. */
    private static Set<String> types(Schema<?> schema) {
        Set<String> types = new LinkedHashSet<>();
        if (schema.getTypes() != null) {
            types.addAll(schema.getTypes());
        }
        if (types.isEmpty() && schema.getType() != null) {
            types.add(schema.getType());
        }
        return types;
    }
}
