package larder.platform.web;

import java.beans.PropertyEditorSupport;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.support.WebBindingInitializer;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/**
 * Query parameters typed as numbers are read as the OpenAPI document says: decimal JSON numbers. Spring's own
 * reading also takes {@code 0x10}, {@code 1d}, {@code 0x1p1}, {@code +2}, surrounding spaces, {@code NaN} and
 * {@code Infinity}, which the document calls malformed; they get 400 like {@code abc} (docs/api.md §1). A
 * well-formed value out of its range is the controller's to refuse, with 422. These are editors, not converters:
 * Spring falls back to its lenient editors when a converter refuses a value.
 *
 * <p>The handler adapter's binding initializer registers them on each data binder, after the framework's own
 * settings, only when a request has arguments to bind. (An {@code @InitBinder} method of a controller advice would
 * do the same, but Spring makes a handler method of it for every request of every route: 4% of the CPU of a token
 * grant, which binds nothing.)
 */
@Component
class QueryNumbers implements BeanPostProcessor {

    /** JSON's number grammar, with leading zeros let through. */
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
    private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof RequestMappingHandlerAdapter adapter) {
            WebBindingInitializer framework = adapter.getWebBindingInitializer();
            adapter.setWebBindingInitializer(binder -> {
                if (framework != null) {
                    framework.initBinder(binder);
                }
                strictNumbers(binder);
            });
        }
        return bean;
    }

    void strictNumbers(WebDataBinder binder) {
        binder.registerCustomEditor(Double.class, new Strict(NUMBER, Double::valueOf));
        binder.registerCustomEditor(Integer.class, new Strict(INTEGER, Integer::valueOf));
    }

    private static final class Strict extends PropertyEditorSupport {

        private final Pattern grammar;
        private final Function<String, Number> parse;

        Strict(Pattern grammar, Function<String, Number> parse) {
            this.grammar = grammar;
            this.parse = parse;
        }

        @Override
        public void setAsText(String text) {
            if (text == null || text.isEmpty()) {
                setValue(null);
            } else if (grammar.matcher(text).matches()) {
                setValue(parse.apply(text));
            } else {
                throw new IllegalArgumentException("not a decimal number");
            }
        }
    }
}
