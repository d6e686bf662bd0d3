package larder.list.live;

import java.util.OptionalLong;
import java.util.regex.Pattern;
import larder.platform.problem.InvalidRequest;

/**
 * Where a stream starts: after the version in {@code Last-Event-ID} (what a reconnecting EventSource sends, so it
 * wins), else after {@code ?after_version=}, else after the list's version when the stream opens. A version is a
 * decimal integer from 0; anything else gets 400 {@code request.invalid} naming what was wrong.
 */
record ResumePoint(OptionalLong after) {

    private static final Pattern VERSION = Pattern.compile("[0-9]{1,19}");

    static ResumePoint of(String lastEventId, String afterVersion) {
        if (lastEventId != null) {
            return new ResumePoint(OptionalLong.of(version("Last-Event-ID", lastEventId.strip())));
        }
        if (afterVersion != null) {
            return new ResumePoint(OptionalLong.of(version("after_version", afterVersion)));
        }
        return new ResumePoint(OptionalLong.empty());
    }

    private static long version(String name, String value) {
        if (VERSION.matcher(value).matches()) {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException tooLarge) {
                // past a 64-bit integer: no version of any list
            }
        }
        throw InvalidRequest.badParameter(name, "must be a list version: an integer from 0");
    }
}
