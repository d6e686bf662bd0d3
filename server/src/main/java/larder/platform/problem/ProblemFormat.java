package larder.platform.problem;

import java.util.Map;
import org.springframework.http.HttpStatusCode;

/**
 * How errors are written on a module's routes whose clients read another shape than RFC 9457: the auth module's
 * token endpoint answers RFC 6749 §5.2 errors, because its clients are OAuth libraries. A module with such a route
 * declares one as a bean; {@link Problems} asks for it before writing any error, whether the error is met in Spring
 * MVC, in a filter, or by Tomcat itself.
 */
public interface ProblemFormat {

    /** Whether errors on this request path are written in this format. */
    boolean appliesTo(String path);

    /** The body, written as {@code application/json}: one JSON object of strings. */
    Map<String, String> body(HttpStatusCode status, String detail);

    /** Headers the answer carries besides its content type. */
    Map<String, String> headers();
}
