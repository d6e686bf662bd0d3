package larder.platform.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import java.util.Optional;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemFormat;
import larder.platform.problem.Problems;
import larder.platform.problem.Unavailable;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Errors that the servlet container raises outside Spring MVC are forwarded to {@code /error}; they are answered
 * with a problem document too, never with an HTML page.
 */
@RestController
class ProblemErrorController implements ErrorController {

    private final Problems problems;
    private final ShutdownState shutdown;

    ProblemErrorController(Problems problems, ShutdownState shutdown) {
        this.problems = problems;
        this.shutdown = shutdown;
    }

    @RequestMapping(path = "/error", produces = {MediaType.APPLICATION_PROBLEM_JSON_VALUE, "*/*"})
    ResponseEntity<Object> error(HttpServletRequest request) {
        Object statusAttribute = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        Throwable exception = (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        HttpStatus status = statusAttribute instanceof Integer code ? HttpStatus.resolve(code) : null;
        if (BodyTooLarge.causedBy(exception)) {
            status = HttpStatus.CONTENT_TOO_LARGE;
        }
        if (status == null || status.value() < 400) {
            status = HttpStatus.INTERNAL_SERVER_ERROR;
        }
        Optional<Unavailable> unavailable = status.is5xxServerError()
                ? Unavailable.of(exception, shutdown.closing()) : Optional.empty();
        HttpHeaders extra = new HttpHeaders();
        if (unavailable.isPresent()) {
            status = HttpStatus.SERVICE_UNAVAILABLE;
            unavailable.get().headers().forEach(extra::set);
        }
        ProblemCode code = switch (status.value()) {
            case 404 -> ProblemCode.NOT_FOUND;
            case 406 -> ProblemCode.NOT_ACCEPTABLE;
            case 413 -> ProblemCode.BODY_TOO_LARGE;
            case 415 -> ProblemCode.UNSUPPORTED_MEDIA_TYPE;
            case 503 -> ProblemCode.UNAVAILABLE;
            default -> status.is5xxServerError() ? ProblemCode.INTERNAL : ProblemCode.INVALID;
        };
        ProblemDetail body = ProblemDetail.forStatusAndDetail(status,
                unavailable.map(Unavailable::getMessage).orElse(status.getReasonPhrase()));
        Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        if (uri instanceof String path) {
            body.setInstance(URI.create(path.replace(" ", "%20")));
        }
        body.setProperty("code", code.code());
        Optional<ProblemFormat> format = uri instanceof String path ? problems.formatFor(path) : Optional.empty();
        if (format.isPresent()) {
            HttpHeaders headers = new HttpHeaders(extra);
            format.get().headers().forEach(headers::set);
            return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).headers(headers)
                    .body(format.get().body(status, status.getReasonPhrase()));
        }
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).headers(extra).body(body);
    }
}
