package larder.quote;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import larder.auth.Credential;
import larder.ingredient.Combiner;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.list.ListItem;
import larder.list.ShoppingLists;
import larder.pantry.Covered;
import larder.pantry.Pantries;
import larder.pantry.Subtraction;
import larder.platform.problem.FieldProblem;
import larder.platform.Gtin;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.recipe.Recipes;
import larder.retail.Need;
import larder.retail.PostalCode;
import larder.retail.Retailer;
import larder.retail.Retailers;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Quotes across retailers (docs/api.md §18). The request's items are checked and combined once; each retailer's
 * catalogue (in memory, see {@link Retailers#catalogue}) is then read once, matching every need as a cart would.
 * Nothing is written and no event is published: a quote is a question, not a change.
 */
@Service
public class Quotes {

    /** Retailers one quote names at most: a shopper compares a handful, and each costs a catalogue's matching. */
    public static final int MAX_RETAILERS = 100;

    private final Retailers retailers;
    private final Recipes recipes;
    private final ShoppingLists lists;
    private final Combiner combiner;
    private final Pantries pantries;

    Quotes(Retailers retailers, Recipes recipes, ShoppingLists lists, Combiner combiner, Pantries pantries) {
        this.retailers = retailers;
        this.recipes = recipes;
        this.lists = lists;
        this.combiner = combiner;
        this.pantries = pantries;
    }

    /** Quotes, and what the pantry covered of the needs (docs/pantry.md). */
    public record Quoted(List<Quote> quotes, List<Covered> pantryCovered) {
    }

    /** The needs priced at each retailer asked for (or every one of the app) that serves the postal code. */
    @Transactional(readOnly = true)
    public List<Quote> quote(Credential credential, QuoteCommand input) {
        return quoteReporting(credential, input).quotes();
    }

    /** As {@link #quote}; with {@code "pantry": "subtract"}, the needs are reduced by what the pantry holds first. */
    @Transactional(readOnly = true)
    public Quoted quoteReporting(Credential credential, QuoteCommand input) {
        NewItems.Checked checked = NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
        List<FieldProblem> problems = new ArrayList<>();
        if (input.pantry() != null && !Pantries.SUBTRACT.equals(input.pantry())) {
            problems.add(FieldProblem.invalid("/pantry", "must be \"subtract\", or absent"));
        }
        if (input.retailerIds() != null && input.retailerIds().size() > MAX_RETAILERS) {
            problems.add(FieldProblem.invalid("/retailer_ids", "at most " + MAX_RETAILERS + " retailers"));
        }
        PostalCode postalCode = PostalCode.read(input.postalCode(), "/postal_code", problems);
        List<ListItem> listItems = listItems(credential, input.listId(), problems);
        if (problems.isEmpty() && checked.items().isEmpty() && listItems.isEmpty()) {
            problems.add(FieldProblem.invalid("/items", "nothing to quote: send items, raw_items, recipes or a "
                    + "list_id with unchecked items"));
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        // The request's items and the list's are one set of needs: the pantry's flour is not counted twice.
        List<ItemFields> fields = new ArrayList<>(checked.items().size() + listItems.size());
        checked.items().forEach(item -> fields.add(ItemFields.of(item)));
        listItems.forEach(item -> fields.add(item.fields()));
        Subtraction subtraction = input.pantry() == null ? Subtraction.none(fields)
                : pantries.subtract(credential, fields, "/pantry");
        List<Need> needs = needs(checked, subtraction);
        List<Retailer> quoted = retailers.forQuote(credential, input.retailerIds(), postalCode);
        return new Quoted(quoted.stream().map(r -> Quote.of(r, needs, retailers.catalogue(r)))
                .sorted(Quote.BEST_FIRST).toList(), subtraction.covered());
    }

    /** The unchecked items of the list, if one is named and the caller may read it. */
    private List<ListItem> listItems(Credential credential, String listId, List<FieldProblem> problems) {
        if (listId == null) {
            return List.of();
        }
        if (listId.isBlank() || !lists.canRead(credential, listId)) {
            problems.add(FieldProblem.invalid("/list_id", "no such list"));
            return List.of();
        }
        return lists.get(credential, listId).items().stream().filter(i -> !i.checked()).toList();
    }

    /**
     * The request's items and then the list's, as the pantry left them, combined as a cart combines them; GTIN hints
     * kept. A need the pantry covered whole is not quoted.
     */
    private List<Need> needs(NewItems.Checked checked, Subtraction subtraction) {
        List<Combiner.Item> items = new ArrayList<>(subtraction.toBuy().size());
        Map<String, Gtin> gtins = new HashMap<>();
        for (int i = 0; i < subtraction.toBuy().size(); i++) {
            String id = "need/" + i;
            Gtin gtin = i < checked.items().size() ? checked.items().get(i).gtin() : null;
            subtraction.toBuy().get(i).ifPresent(fields -> items.add(fields.forCombining(id, false)));
            if (gtin != null) {
                gtins.put(id, gtin);
            }
        }
        return combiner.combine(items).stream().map(line -> Need.of(line, gtins)).toList();
    }
}
