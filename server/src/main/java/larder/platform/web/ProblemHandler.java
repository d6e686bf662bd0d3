package larder.platform.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import larder.platform.problem.ProblemFormat;
import larder.platform.problem.Problems;
import larder.platform.problem.Unavailable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.FieldError;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.DatabindException;

/**
 * The one place where exceptions become problem documents: our named rules, Spring MVC's own errors (404, 405,
 * 406, 415, unreadable bodies) and, last, anything unexpected, which is a bug and the only 500.
 */
@RestControllerAdvice
class ProblemHandler extends ResponseEntityExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(ProblemHandler.class);

    private final Problems problems;
    private final ShutdownState shutdown;

    ProblemHandler(Problems problems, ShutdownState shutdown) {
        this.problems = problems;
        this.shutdown = shutdown;
    }

    @ExceptionHandler(ProblemException.class)
    ResponseEntity<Object> handleProblem(ProblemException problem, HttpServletRequest request) {
        HttpHeaders headers = new HttpHeaders();
        problem.headers().forEach(headers::set);
        return render(problems.detail(problem, request), headers, problem.status(), request);
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ResponseEntity<Object> handleTypeMismatch(MethodArgumentTypeMismatchException e, HttpServletRequest request) {
        ProblemException problem = new ProblemException(ProblemCode.INVALID, HttpStatus.BAD_REQUEST,
                e.getName() + " has the wrong type.",
                List.of(FieldProblem.invalid(e.getName(), "has the wrong type")));
        return handleProblem(problem, request);
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<Object> handleUnexpected(Exception e, HttpServletRequest request) {
        Optional<Unavailable> unavailable = Unavailable.of(e, shutdown.closing());
        if (unavailable.isPresent()) {
            log.warn("{} {} answered 503: {}", request.getMethod(), request.getRequestURI(), e.toString());
            return handleProblem(unavailable.get(), request);
        }
        log.error("Unexpected error on {} {}", request.getMethod(), request.getRequestURI(), e);
        ProblemDetail body = problems.detail(HttpStatus.INTERNAL_SERVER_ERROR, ProblemCode.INTERNAL,
                "An unexpected error occurred; it has been logged.", null, request);
        return render(body, new HttpHeaders(), HttpStatus.INTERNAL_SERVER_ERROR, request);
    }

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException e,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        HttpServletRequest servletRequest = ((ServletWebRequest) request).getRequest();
        if (BodyTooLarge.causedBy(e)) {
            return handleProblem(BodyTooLarge.problem(), servletRequest);
        }
        if (BodyNotUtf8.causedBy(e)) {
            return handleProblem(BodyNotUtf8.problem(), servletRequest);
        }
        ProblemException problem = unreadable(e);
        return handleProblem(problem, servletRequest);
    }

    private static ProblemException unreadable(HttpMessageNotReadableException e) {
        Throwable cause = e.getMostSpecificCause();
        if (cause instanceof DatabindException databind && !(cause instanceof StreamReadException)
                && !trailingData(databind)) {
            String pointer = larder.platform.web.JsonPointers.of(databind);
            return new ProblemException(ProblemCode.INVALID, HttpStatus.BAD_REQUEST,
                    (pointer.isEmpty() ? "The body" : pointer) + " has the wrong JSON type.",
                    List.of(FieldProblem.invalid(pointer.isEmpty() ? "/" : pointer, "has the wrong JSON type")));
        }
        String detail = cause instanceof JacksonException jackson
                ? "The body is not valid JSON: " + jackson.getOriginalMessage()
                : "The request body is missing or is not valid JSON.";
        return new ProblemException(ProblemCode.MALFORMED_JSON, HttpStatus.BAD_REQUEST, detail, List.of());
    }

    /**
     * {@code {"name":"x"}{}}: Jackson reports data after the JSON value as a mismatch of the bound type, but the body
     * is simply not one JSON value (RFC 8259 §2), so it is malformed JSON, not a wrong type. Jackson has no type of
     * its own for this, only its message, which a test pins.
     */
    private static boolean trailingData(DatabindException e) {
        return e.getOriginalMessage() != null && e.getOriginalMessage().startsWith("Trailing token");
    }

    @Override
    protected ResponseEntity<Object> handleMethodArgumentNotValid(MethodArgumentNotValidException e,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        List<FieldProblem> errors = new ArrayList<>();
        for (FieldError error : e.getBindingResult().getFieldErrors()) {
            errors.add(FieldProblem.invalid(jsonPointer(error.getField()), message(error)));
        }
        e.getBindingResult().getGlobalErrors()
                .forEach(error -> errors.add(FieldProblem.invalid("/", message(error))));
        return invalid(errors, request);
    }

    @Override
    protected ResponseEntity<Object> handleHandlerMethodValidationException(HandlerMethodValidationException e,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        List<FieldProblem> errors = new ArrayList<>();
        e.getParameterValidationResults().forEach(result -> {
            String name = result.getMethodParameter().getParameterName();
            result.getResolvableErrors().forEach(error -> errors.add(FieldProblem.invalid(name, message(error))));
        });
        boolean queryOrPath = e.getParameterValidationResults().stream()
                .noneMatch(r -> r.getMethodParameter().hasParameterAnnotation(
                        org.springframework.web.bind.annotation.RequestBody.class));
        HttpServletRequest servletRequest = ((ServletWebRequest) request).getRequest();
        return handleProblem(new ProblemException(ProblemCode.INVALID,
                queryOrPath ? HttpStatus.BAD_REQUEST : HttpStatus.UNPROCESSABLE_CONTENT,
                errors.size() == 1 ? errors.getFirst().pointer() + ": " + errors.getFirst().message()
                        : errors.size() + " fields are invalid.", errors), servletRequest);
    }

    private ResponseEntity<Object> invalid(List<FieldProblem> errors, WebRequest request) {
        HttpServletRequest servletRequest = ((ServletWebRequest) request).getRequest();
        return handleProblem(new larder.platform.problem.InvalidRequest(errors), servletRequest);
    }

    /** Bean Validation speaks of Java property paths ({@code items[3].quantity}); clients read JSON Pointers. */
    static String jsonPointer(String propertyPath) {
        StringBuilder pointer = new StringBuilder();
        for (String part : propertyPath.split("[.\\[]")) {
            if (part.isEmpty()) {
                continue;
            }
            String segment = part.endsWith("]") ? part.substring(0, part.length() - 1) : snakeCase(part);
            pointer.append('/').append(segment);
        }
        return pointer.toString();
    }

    private static String snakeCase(String name) {
        StringBuilder out = new StringBuilder(name.length() + 4);
        for (char c : name.toCharArray()) {
            if (Character.isUpperCase(c)) {
                out.append('_').append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }

    private static String message(MessageSourceResolvable error) {
        return error.getDefaultMessage() == null ? "is invalid" : error.getDefaultMessage();
    }

    /**
     * Every other framework error (404, 405, 406, 415, missing parameters, …) arrives here with its status;
     * it gets our code, or the format of the route's module.
     */
    @Override
    protected ResponseEntity<Object> handleExceptionInternal(Exception e, Object body, HttpHeaders headers,
            HttpStatusCode status, WebRequest request) {
        HttpServletRequest servletRequest = ((ServletWebRequest) request).getRequest();
        String detail = body instanceof ProblemDetail problemDetail && problemDetail.getDetail() != null
                ? problemDetail.getDetail()
                : HttpStatus.valueOf(status.value()).getReasonPhrase();
        ProblemDetail problem = problems.detail(status, codeFor(e, status), detail, null, servletRequest);
        HttpHeaders out = new HttpHeaders();
        if (headers != null) {
            out.putAll(headers);
        }
        return render(problem, out, status, servletRequest);
    }

    private static ProblemCode codeFor(Exception e, HttpStatusCode status) {
        if (e instanceof HttpMediaTypeNotSupportedException) {
            return ProblemCode.UNSUPPORTED_MEDIA_TYPE;
        }
        if (e instanceof HttpMediaTypeNotAcceptableException) {
            return ProblemCode.NOT_ACCEPTABLE;
        }
        if (e instanceof HttpRequestMethodNotSupportedException) {
            return ProblemCode.INVALID;
        }
        return switch (status.value()) {
            case 404 -> ProblemCode.NOT_FOUND;
            case 406 -> ProblemCode.NOT_ACCEPTABLE;
            case 413 -> ProblemCode.BODY_TOO_LARGE;
            case 415 -> ProblemCode.UNSUPPORTED_MEDIA_TYPE;
            case 400, 405, 422 -> ProblemCode.INVALID;
            default -> status.is5xxServerError() ? ProblemCode.INTERNAL : ProblemCode.INVALID;
        };
    }

    private ResponseEntity<Object> render(ProblemDetail problem, HttpHeaders headers, HttpStatusCode status,
                                          HttpServletRequest request) {
        Optional<ProblemFormat> format = problems.formatFor(request.getRequestURI());
        if (format.isPresent()) {
            format.get().headers().forEach(headers::set);
            return ResponseEntity.status(status).headers(headers).contentType(MediaType.APPLICATION_JSON)
                    .body(format.get().body(status, problem.getDetail()));
        }
        return ResponseEntity.status(status).headers(headers).contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(problem);
    }
}
