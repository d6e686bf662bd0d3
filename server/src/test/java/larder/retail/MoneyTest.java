package larder.retail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MoneyTest {

    @ParameterizedTest
    @ValueSource(strings = {"USD", "EUR", "JPY"})
    void anIso4217CodeInCapitalsIsACurrency(String code) {
        assertThat(Money.isCurrency(code)).isTrue();
        assertThat(Money.zero(code)).isEqualTo(new Money(0, code));
    }

    @ParameterizedTest
    @ValueSource(strings = {"usd", "Usd", "US", "USDD", "", "XYZ", "ABC"})
    void anythingElseIsNot(String code) {
        assertThat(Money.isCurrency(code)).isFalse();
        assertThatThrownBy(() -> new Money(1, code)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void noCodeIsNoCurrency() {
        assertThat(Money.isCurrency(null)).isFalse();
    }

    @Test
    void amountsAddInOneCurrencyAndMultiplyExactly() {
        Money price = new Money(349, "USD");
        assertThat(price.times(3)).isEqualTo(new Money(1047, "USD"));
        assertThat(price.plus(new Money(1, "USD"))).isEqualTo(new Money(350, "USD"));
        assertThatThrownBy(() -> price.plus(new Money(1, "EUR"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Cannot add EUR to USD");
        assertThatThrownBy(() -> new Money(Long.MAX_VALUE, "USD").times(2)).isInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> new Money(Long.MAX_VALUE, "USD").plus(new Money(1, "USD")))
                .isInstanceOf(ArithmeticException.class);
    }
}
