package larder.quote;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import larder.retail.Candidate;
import larder.retail.Catalogue;
import larder.retail.Money;
import larder.retail.Need;
import larder.retail.Packs;
import larder.retail.Retailer;

/**
 * The needs priced at one retailer: what it covers, at what subtotal, with what each line's packs leave over, and
 * what it does not sell. {@code coverage} is the share of needs matched, with two decimals.
 */
public record Quote(Retailer retailer, double coverage, Money subtotal, List<Line> lines, List<Need> unmatched) {

    /** A need the retailer covers: the best product, as a cart would choose it, and what its packs leave over. */
    public record Line(Need need, Candidate candidate, Optional<Packs.Leftover> leftover) {
    }

    /**
     * Best coverage first, then the lowest subtotal. Subtotals in different currencies are not compared: those
     * retailers are ordered by currency code, then by retailer id, so that the order never depends on chance.
     */
    public static final Comparator<Quote> BEST_FIRST = Comparator.comparingDouble(Quote::coverage).reversed()
            .thenComparing(q -> q.subtotal().currency())
            .thenComparingLong(q -> q.subtotal().amountMinor())
            .thenComparing(q -> q.retailer().id());

    public Quote {
        lines = List.copyOf(lines);
        unmatched = List.copyOf(unmatched);
    }

    /** Matches each need to the retailer's catalogue, as a cart does, and adds up the covered ones. */
    static Quote of(Retailer retailer, List<Need> needs, Catalogue catalogue) {
        List<Line> lines = new ArrayList<>(needs.size());
        List<Need> unmatched = new ArrayList<>();
        Money subtotal = Money.zero(retailer.currency());
        for (Need need : needs) {
            Optional<Candidate> best = catalogue.best(need);
            if (best.isEmpty()) {
                unmatched.add(need);
                continue;
            }
            Candidate c = best.get();
            lines.add(new Line(need, c, Packs.leftover(need, c.product(), c.packs())));
            subtotal = subtotal.plus(c.lineTotal());
        }
        double coverage = needs.isEmpty() ? 0 : BigDecimal.valueOf(lines.size())
                .divide(BigDecimal.valueOf(needs.size()), 2, RoundingMode.HALF_UP).doubleValue();
        return new Quote(retailer, coverage, subtotal, lines, unmatched);
    }
}
