package larder.platform.web;

import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import java.util.Set;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * An Accept that excludes JSON gets 406 (docs/api.md §1) before a change runs, not after it. Spring negotiates the
 * answer's type when it writes the handler's return value, so a POST with {@code Accept: text/csv} created its list
 * and then answered 406: the client was told the request failed after the write happened. A route that declares what
 * it produces is already negotiated when it is mapped, and one that writes its answer itself (it takes the response:
 * the token endpoint, whose 406 is OAuth's, and the backup, which answers gzip) checks its own Accept; every other
 * change answers JSON, so its Accept is checked here, before the handler.
 */
@Configuration(proxyBeanMethods = false)
class AcceptBeforeWrites implements WebMvcConfigurer, HandlerInterceptor {

    private static final Set<String> CHANGES = Set.of("POST", "PUT", "PATCH", "DELETE");
    private static final List<MediaType> ANSWERS = List.of(MediaType.APPLICATION_JSON,
            MediaType.APPLICATION_PROBLEM_JSON);

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(this);
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws HttpMediaTypeNotAcceptableException {
        if (!(handler instanceof HandlerMethod method) || !CHANGES.contains(request.getMethod())
                || request.getAttribute(HandlerMapping.PRODUCIBLE_MEDIA_TYPES_ATTRIBUTE) != null
                || writesItsOwnAnswer(method)) {
            return true;
        }
        if (!acceptsJson(request.getHeader("Accept"))) {
            throw new HttpMediaTypeNotAcceptableException(ANSWERS);
        }
        return true;
    }

    private static boolean writesItsOwnAnswer(HandlerMethod method) {
        for (MethodParameter parameter : method.getMethodParameters()) {
            if (ServletResponse.class.isAssignableFrom(parameter.getParameterType())) {
                return true;
            }
        }
        return false;
    }

    static boolean acceptsJson(String accept) {
        if (accept == null || accept.isBlank()) {
            return true;
        }
        try {
            return MediaType.parseMediaTypes(accept).stream().anyMatch(type -> type.getQualityValue() > 0
                    && ANSWERS.stream().anyMatch(type::includes));
        } catch (InvalidMediaTypeException e) {
            return false;
        }
    }
}
