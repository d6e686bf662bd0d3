package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.beans.PropertyEditor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.core.convert.ConversionService;
import org.springframework.format.support.DefaultFormattingConversionService;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.support.ConfigurableWebBindingInitializer;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

class QueryNumbersTest {

    private static final ConversionService CONVERSIONS = new DefaultFormattingConversionService();

    /** A binder as the handler adapter initializes it, once the adapter has been through {@link QueryNumbers}. */
    private static WebDataBinder binder() {
        RequestMappingHandlerAdapter adapter = new RequestMappingHandlerAdapter();
        ConfigurableWebBindingInitializer framework = new ConfigurableWebBindingInitializer();
        framework.setConversionService(CONVERSIONS);
        adapter.setWebBindingInitializer(framework);
        new QueryNumbers().postProcessAfterInitialization(adapter, "requestMappingHandlerAdapter");
        WebDataBinder binder = new WebDataBinder(null);
        adapter.getWebBindingInitializer().initBinder(binder);
        return binder;
    }

    private static PropertyEditor editor(Class<?> type) {
        return binder().findCustomEditor(type, null);
    }

    @Test
    void theFrameworksOwnBindingSettingsStay() {
        assertThat(binder().getConversionService()).isSameAs(CONVERSIONS);
        assertThat(editor(Double.class)).isNotNull();
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({"1, 1.0", "-2.5, -2.5", "1e3, 1000.0", "1.5E-1, 0.15", "007, 7.0"})
    void aDecimalNumberIsReadAsADouble(String text, double value) {
        PropertyEditor doubles = editor(Double.class);
        doubles.setAsText(text);
        assertThat(doubles.getValue()).isEqualTo(value);
    }

    @ParameterizedTest(name = "{0} is refused")
    @ValueSource(strings = {"0x10", "1d", "+2", " 1", "1 ", "NaN", "Infinity", "1.", ".5", "1e", "abc"})
    void anythingElseIsRefusedAsADouble(String text) {
        assertThatThrownBy(() -> editor(Double.class).setAsText(text)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0} is refused")
    @ValueSource(strings = {"1.5", "1e3", "+1", "0x1", " 2"})
    void anIntegerTakesNoFractionExponentOrSign(String text) {
        assertThatThrownBy(() -> editor(Integer.class).setAsText(text)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"-3", "42"})
    void anIntegerIsRead(String text) {
        PropertyEditor integers = editor(Integer.class);
        integers.setAsText(text);
        assertThat(integers.getValue()).isEqualTo(Integer.valueOf(text));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(classes = {Double.class, Integer.class})
    void anEmptyValueIsNoValue(Class<?> type) {
        PropertyEditor editor = editor(type);
        editor.setValue(5);
        editor.setAsText("");
        assertThat(editor.getValue()).isNull();
        editor.setValue(5);
        editor.setAsText(null);
        assertThat(editor.getValue()).isNull();
    }
}
