package larder.retail;

import java.util.Currency;

/**
 * An amount of money: an integer count of minor units and an ISO 4217 currency, {@code {"amount_minor": 349,
 * "currency": "USD"}} (docs/api.md §1). Never a floating-point number.
 */
public record Money(long amountMinor, String currency) {

    public Money {
        if (!isCurrency(currency)) {
            throw new IllegalArgumentException("Not an ISO 4217 currency: " + currency);
        }
    }

    public static boolean isCurrency(String code) {
        if (code == null || code.length() != 3 || !code.equals(code.toUpperCase(java.util.Locale.ROOT))) {
            return false;
        }
        try {
            Currency.getInstance(code);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    public static Money zero(String currency) {
        return new Money(0, currency);
    }

    public Money times(long factor) {
        return new Money(Math.multiplyExact(amountMinor, factor), currency);
    }

    public Money plus(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("Cannot add " + other.currency + " to " + currency);
        }
        return new Money(Math.addExact(amountMinor, other.amountMinor), currency);
    }
}
