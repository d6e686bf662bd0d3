package larder.retail;

/**
 * How a product was found for a need (docs/api.md §18): by the GTIN the item carried (score 1), or as the best name
 * match, scored from 0 to 1 with two decimals, so that an app can say "matched by barcode" or "best name match
 * (0.82)".
 */
public record Match(By by, double score) {

    public enum By {
        GTIN("gtin"), NAME("name");

        private final String code;

        By(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }

        public static By of(String code) {
            return code.equals(GTIN.code) ? GTIN : NAME;
        }
    }

    public static final Match BY_GTIN = new Match(By.GTIN, 1);

    public Match {
        if (by == null || !(score >= 0 && score <= 1)) {
            throw new IllegalArgumentException("A match needs a kind and a score from 0 to 1: " + by + " " + score);
        }
        score = Math.round(score * 100) / 100.0;
    }

    public static Match byName(double score) {
        return new Match(By.NAME, score);
    }
}
