package larder.support;

import java.time.Duration;
import java.util.Locale;

/**
 * How long a test waits for something that depends on the machine's speed (a child JVM becoming ready, a broadcast
 * reaching another node). Tests wait for the condition itself and stop as soon as it holds; these limits only say
 * when to give up, so they are generous, and a slow or busy machine can stretch them all with
 * {@code -Dlarder.test.patience=N} or {@code LARDER_TEST_PATIENCE=N} (a factor, default 1; 3 waits three times
 * as long).
 */
public final class Patience {

    static final String PROPERTY = "larder.test.patience";
    static final String VARIABLE = "LARDER_TEST_PATIENCE";

    private Patience() {
    }

    /** {@code limit} stretched by the configured factor. */
    public static Duration of(Duration limit) {
        return Duration.ofMillis(Math.round(limit.toMillis() * factor()));
    }

    static double factor() {
        String configured = System.getProperty(PROPERTY);
        if (configured == null || configured.isBlank()) {
            configured = System.getenv(VARIABLE);
        }
        if (configured == null || configured.isBlank()) {
            return 1;
        }
        double factor;
        try {
            factor = Double.parseDouble(configured.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PROPERTY + " (or " + VARIABLE + ") must be a number, not '"
                    + configured + "'", e);
        }
        if (!(factor > 0) || Double.isInfinite(factor)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "%s (or %s) is a factor greater than 0, not %s", PROPERTY, VARIABLE, configured));
        }
        return factor;
    }
}
