package larder.platform.web;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.deser.jdk.StringDeserializer;
import tools.jackson.databind.deser.std.StdScalarDeserializer;
import tools.jackson.databind.module.SimpleModule;

/**
 * PostgreSQL cannot store the NUL character in text, and no legitimate input carries one. Every JSON string is
 * read through this deserializer, which refuses NUL as a 400 {@code request.invalid} naming the field, so that such
 * input fails the same way on both databases instead of reaching the database as a 500.
 */
final class NulFreeStrings extends StdScalarDeserializer<String> {

    static SimpleModule module() {
        return new SimpleModule("larder-nul-free-strings").addDeserializer(String.class, new NulFreeStrings());
    }

    private NulFreeStrings() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) {
        String value = StringDeserializer.instance.deserialize(parser, context);
        if (value != null && value.indexOf('\u0000') >= 0) {
            return (String) context.handleWeirdStringValue(String.class, value, "contains a NUL character");
        }
        return value;
    }
}
