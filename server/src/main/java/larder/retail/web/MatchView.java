package larder.retail.web;

import io.swagger.v3.oas.annotations.media.Schema;
import larder.retail.Match;

/** How a line's product was matched, as the API shows it (docs/api.md §18). */
@Schema(name = "Match", description = "How the product was matched: by the GTIN the item carried (score 1), or as "
        + "the best name match, with a score from 0 to 1 (two decimals).")
public record MatchView(@Schema(allowableValues = {"gtin", "name"}) String by,
                        @Schema(minimum = "0", maximum = "1") double score) {

    public static MatchView of(Match match) {
        return match == null ? null : new MatchView(match.by().code(), match.score());
    }
}
