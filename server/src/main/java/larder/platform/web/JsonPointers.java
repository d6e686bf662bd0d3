package larder.platform.web;

import tools.jackson.core.JacksonException;

/** Where in a JSON body Jackson met a problem, as an RFC 6901 JSON Pointer ("/items/3/quantity"). */
public final class JsonPointers {

    private JsonPointers() {
    }

    public static String of(JacksonException e) {
        StringBuilder pointer = new StringBuilder();
        for (JacksonException.Reference reference : e.getPath()) {
            pointer.append('/');
            if (reference.getPropertyName() != null) {
                pointer.append(reference.getPropertyName().replace("~", "~0").replace("/", "~1"));
            } else if (reference.getIndex() >= 0) {
                pointer.append(reference.getIndex());
            }
        }
        return pointer.toString();
    }
}
