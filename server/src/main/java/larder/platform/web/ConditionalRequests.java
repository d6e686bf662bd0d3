package larder.platform.web;

import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.HeaderParameter;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.springdoc.core.customizers.OperationCustomizer;
import org.springdoc.core.utils.SpringDocUtils;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpHeaders;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Conditional changes: a handler that takes an {@link IfMatch} gets the request's If-Match header read into it, and
 * its operation documents the header, once for every such route.
 */
@Configuration(proxyBeanMethods = false)
class ConditionalRequests implements WebMvcConfigurer {

    static {
        // Read from the If-Match header, documented below: not a parameter springdoc should describe.
        SpringDocUtils.getConfig().addRequestWrapperToIgnore(IfMatch.class);
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new IfMatchResolver());
    }

    @Bean
    OperationCustomizer ifMatchHeader() {
        return (operation, handler) -> {
            if (Arrays.stream(handler.getMethodParameters()).anyMatch(p -> p.getParameterType() == IfMatch.class)) {
                operation.addParametersItem(new HeaderParameter().name(HttpHeaders.IF_MATCH).required(false)
                        .schema(new StringSchema())
                        .description("The resource's ETag; if the resource has changed since, 412 "
                                + "precondition_failed and nothing is written."));
            }
            return operation;
        };
    }

    private static final class IfMatchResolver implements HandlerMethodArgumentResolver {

        @Override
        public boolean supportsParameter(MethodParameter parameter) {
            return parameter.getParameterType() == IfMatch.class;
        }

        @Override
        public IfMatch resolveArgument(MethodParameter parameter, ModelAndViewContainer container,
                                       NativeWebRequest request, WebDataBinderFactory binders) {
            HttpServletRequest http = request.getNativeRequest(HttpServletRequest.class);
            List<String> headers = http == null ? List.of() : Collections.list(http.getHeaders(HttpHeaders.IF_MATCH));
            // Several If-Match headers are one list of tags (RFC 9110 §5.3).
            return IfMatch.parse(headers.isEmpty() ? null : String.join(",", headers));
        }
    }
}
