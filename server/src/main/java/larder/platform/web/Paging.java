package larder.platform.web;

import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.QueryParameter;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import larder.platform.PageRequest;
import org.springdoc.core.customizers.OperationCustomizer;
import org.springdoc.core.utils.SpringDocUtils;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Listings: a handler that takes a {@link PageRequest} gets it read from {@code ?limit=&after=}, and its operation
 * documents the two parameters (described, with their errors, with every other paging parameter).
 */
@Configuration(proxyBeanMethods = false)
class Paging implements WebMvcConfigurer {

    private static final String LIMIT = "limit";
    private static final String AFTER = "after";
    /** A whole decimal number, as the OpenAPI document's integer; {@code +1}, {@code 0x10} or {@code 1.0} are not. */
    private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");

    static {
        SpringDocUtils.getConfig().addRequestWrapperToIgnore(PageRequest.class);
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new PageRequestResolver());
    }

    @Bean
    OperationCustomizer pagingParameters() {
        return (operation, handler) -> {
            if (Arrays.stream(handler.getMethodParameters()).anyMatch(Paging::paged)) {
                operation.addParametersItem(new QueryParameter().name(LIMIT).required(false).schema(new IntegerSchema()));
                operation.addParametersItem(new QueryParameter().name(AFTER).required(false).schema(new StringSchema()));
            }
            return operation;
        };
    }

    private static boolean paged(MethodParameter parameter) {
        return parameter.getParameterType() == PageRequest.class;
    }

    private static final class PageRequestResolver implements HandlerMethodArgumentResolver {

        @Override
        public boolean supportsParameter(MethodParameter parameter) {
            return paged(parameter);
        }

        @Override
        public PageRequest resolveArgument(MethodParameter parameter, ModelAndViewContainer container,
                                           NativeWebRequest request, WebDataBinderFactory binders) {
            PageRequest.CursorKeys keys = parameter.getParameterAnnotation(PageRequest.CursorKeys.class);
            return PageRequest.of(limit(request.getParameter(LIMIT), parameter), request.getParameter(AFTER),
                    keys == null ? 1 : keys.value());
        }

        private static Integer limit(String value, MethodParameter parameter) {
            if (value == null || value.isEmpty()) {
                return null;
            }
            try {
                if (INTEGER.matcher(value).matches()) {
                    return Integer.valueOf(value);
                }
                throw new NumberFormatException("not a whole decimal number");
            } catch (NumberFormatException e) {
                throw new MethodArgumentTypeMismatchException(value, Integer.class, LIMIT, parameter, e);
            }
        }
    }
}
