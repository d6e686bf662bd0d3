package larder.quote.web;

import io.swagger.v3.oas.annotations.Operation;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.auth.Credential;
import larder.quote.Quote;
import larder.pantry.web.PantryCoveredView;
import larder.quote.Quotes;
import larder.retail.web.MatchView;
import larder.retail.Money;
import larder.retail.Need;
import larder.retail.web.ProductView;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Quotes")
class QuotesController {

    private final Quotes quotes;

    QuotesController(Quotes quotes) {
        this.quotes = quotes;
    }

    @Schema(name = "Quotes")
    record QuotesView(List<QuoteView> quotes,
                      @Nullable @JsonInclude(JsonInclude.Include.NON_NULL)
                      @Schema(description = "Only with \"pantry\": \"subtract\": what the pantry covered of the "
                              + "needs (docs/pantry.md).") List<PantryCoveredView> pantryCovered) {
    }

    @Schema(name = "Quote")
    record QuoteView(QuoteRetailerView retailer,
                     @Schema(description = "The share of needs matched, 0 to 1, with two decimals", minimum = "0",
                             maximum = "1") double coverage,
                     @Schema(description = "The sum of the lines' totals, in the retailer's currency") Money subtotal,
                     List<QuoteLineView> lines, List<QuoteNeedView> unmatched) {

        static QuoteView of(Quote q) {
            return new QuoteView(new QuoteRetailerView(q.retailer().id(), q.retailer().name(),
                    q.retailer().currency()), q.coverage(), q.subtotal(),
                    q.lines().stream().map(QuoteLineView::of).toList(),
                    q.unmatched().stream().map(QuoteNeedView::of).toList());
        }
    }

    @Schema(name = "QuoteRetailer")
    record QuoteRetailerView(String id, String name, String currency) {
    }

    @Schema(name = "QuoteLine", description = "A need the retailer covers, with the product a cart would choose")
    record QuoteLineView(String name, @Nullable Double quantity,
                         @Nullable @Schema(ref = "#/components/schemas/Unit") String unit, ProductView product,
                         @Schema(minimum = "1") int packs, Money lineTotal,
                         @Nullable @Schema(description = "What the packs hold beyond the need, in the need's unit "
                                 + "where the pack's size converts to it exactly, else in the pack's unit; null where "
                                 + "the two cannot be compared, or the need has no quantity") LeftoverView leftover,
                         MatchView match) {

        static QuoteLineView of(Quote.Line line) {
            Need need = line.need();
            return new QuoteLineView(need.name(), need.quantity(), need.unit() == null ? null : need.unit().code(),
                    ProductView.of(line.candidate().product()), line.candidate().packs(),
                    line.candidate().lineTotal(),
                    line.leftover().map(l -> new LeftoverView(l.quantity(), l.unit().code())).orElse(null),
                    MatchView.of(line.candidate().match()));
        }
    }

    @Schema(name = "QuoteLeftover")
    record LeftoverView(@Schema(minimum = "0") double quantity,
                        @Schema(ref = "#/components/schemas/Unit") String unit) {
    }

    @Schema(name = "QuoteNeed", description = "A need no available product of the retailer matches")
    record QuoteNeedView(String name, @Nullable Double quantity,
                         @Nullable @Schema(ref = "#/components/schemas/Unit") String unit) {

        static QuoteNeedView of(Need need) {
            return new QuoteNeedView(need.name(), need.quantity(), need.unit() == null ? null : need.unit().code());
        }
    }

    @PostMapping("/v1beta/quotes")
    @Operation(operationId = "createQuote",
            summary = "Price the same needs at several retailers", description = "The items, raw_items, recipes and "
            + "the unchecked items of list_id are combined as a cart combines them, and matched at each retailer as "
            + "a cart would match them (an item's gtin first). One quote per retailer: those of retailer_ids, or "
            + "every retailer of the app, of which only those delivering to postal_code when it is given. Best "
            + "coverage first, then the lowest subtotal (retailers in different currencies are ordered by currency "
            + "code, then id). At most 50 items and raw items together and 25 recipes (422 "
            + "request.too_many_items / request.too_many_recipes); nothing at all to quote gets 422. With pantry: "
            + "\"subtract\" (a user token), each need is first reduced by what the user's pantry holds of the same "
            + "food, across units; a need covered whole is not quoted, and the answer carries pantry_covered "
            + "(docs/pantry.md). Writes nothing and emits no event: no cart is made. Honours Idempotency-Key.",
            responses = @ApiResponse(responseCode = "200", description = "The quotes, best first"))
    QuotesView quote(Credential credential, @RequestBody QuoteInput body) {
        Quotes.Quoted quoted = quotes.quoteReporting(credential, body.command());
        return new QuotesView(quoted.quotes().stream().map(QuoteView::of).toList(),
                body.pantry() == null ? null : PantryCoveredView.allOf(quoted.pantryCovered()));
    }
}
