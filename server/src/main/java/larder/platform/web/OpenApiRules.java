package larder.platform.web;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Rules that span a body's members, in JSON Schema 2020-12, for the OpenAPI document: which members one of must be
 * there, and which member needs another. Annotations on records cannot say these, so each module adds its own to
 * its schemas through an {@code OpenApiCustomizer}, with these few builders.
 */
public final class OpenApiRules {

    private OpenApiRules() {
    }

    /** {@code anyOf} (or {@code oneOf} when {@code exactlyOne}): at least one of the members, each not null. */
    @SuppressWarnings("rawtypes")
    public static Schema oneOfMembers(boolean exactlyOne, Map<String, String> memberTypes) {
        // Mutable lists: later customizers rewrite schemas in place.
        List<Schema> alternatives = new ArrayList<>();
        memberTypes.forEach((member, type) -> alternatives.add(present(member, type)));
        Schema<Object> holder = new Schema<>();
        if (exactlyOne) {
            holder.setOneOf(alternatives);
        } else {
            holder.setAnyOf(alternatives);
        }
        return holder;
    }

    /** A schema that holds when {@code member} is there and is of {@code type} (so not null). */
    public static Schema<Object> present(String member, String type) {
        Schema<Object> typed = new Schema<>();
        typed.addType(type);
        Schema<Object> holder = new Schema<>();
        holder.addProperty(member, typed);
        holder.setRequired(new ArrayList<>(List.of(member)));
        return holder;
    }

    /** Changes a component schema of the document, if the document has it. */
    @SuppressWarnings("rawtypes")
    public static void change(OpenAPI openApi, String name, Consumer<Schema> change) {
        if (openApi.getComponents() != null && openApi.getComponents().getSchemas() != null) {
            Schema schema = openApi.getComponents().getSchemas().get(name);
            if (schema != null) {
                change.accept(schema);
            }
        }
    }
}
