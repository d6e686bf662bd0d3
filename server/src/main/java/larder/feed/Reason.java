package larder.feed;

import java.util.Arrays;
import java.util.Optional;

/** Why a recipe is in the feed (docs/api.md §10). */
enum Reason {
    SIMILAR("similar_to_your_recipes", 's'),
    POPULAR("popular", 'p'),
    NEW("new", 'n');

    private final String code;
    private final char tag;

    Reason(String code, char tag) {
        this.code = code;
        this.tag = tag;
    }

    String code() {
        return code;
    }

    /** The one-letter form threads are stored with. */
    char tag() {
        return tag;
    }

    static Optional<Reason> fromTag(char tag) {
        return Arrays.stream(values()).filter(r -> r.tag == tag).findFirst();
    }
}
