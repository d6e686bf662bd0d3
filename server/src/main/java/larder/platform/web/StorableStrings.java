package larder.platform.web;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.deser.jdk.StringDeserializer;
import tools.jackson.databind.deser.std.StdScalarDeserializer;
import tools.jackson.databind.module.SimpleModule;

/**
 * PostgreSQL cannot store the NUL character in text, nor a lone surrogate ({@code "\ud800"}, which has no UTF-8
 * form: the driver would store it as {@code ?}), and no legitimate input carries either (RFC 8259 §8.2). Every JSON
 * string is read through this deserializer, which refuses both as a 400 {@code request.invalid} naming the field, so
 * that such input fails the same way on both databases instead of reaching the database as a 500 or changed text.
 */
final class StorableStrings extends StdScalarDeserializer<String> {

    static SimpleModule module() {
        return new SimpleModule("larder-storable-strings").addDeserializer(String.class, new StorableStrings());
    }

    private StorableStrings() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) {
        String value = StringDeserializer.instance.deserialize(parser, context);
        if (value != null && value.indexOf('\u0000') >= 0) {
            return (String) context.handleWeirdStringValue(String.class, value, "contains a NUL character");
        }
        if (value != null && hasLoneSurrogate(value)) {
            return (String) context.handleWeirdStringValue(String.class, value,
                    "contains a lone surrogate, which is no character");
        }
        return value;
    }

    private static boolean hasLoneSurrogate(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}
