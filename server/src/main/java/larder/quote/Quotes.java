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

    static final String PANTRY_SUBTRACT = "subtract";
    /** Retailers one quote names at most: a shopper compares a handful, and each costs a catalogue's matching. */
    public static final int MAX_RETAILERS = 100;

    private final Retailers retailers;
    private final Recipes recipes;
    private final ShoppingLists lists;
    private final Combiner combiner;

    Quotes(Retailers retailers, Recipes recipes, ShoppingLists lists, Combiner combiner) {
        this.retailers = retailers;
        this.recipes = recipes;
        this.lists = lists;
        this.combiner = combiner;
    }

    /** The needs priced at each retailer asked for (or every one of the app) that serves the postal code. */
    @Transactional(readOnly = true)
    public List<Quote> quote(Credential credential, QuoteInput input) {
        NewItems.Checked checked = NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
        List<FieldProblem> problems = new ArrayList<>();
        if (input.pantry() != null) {
            problems.add(FieldProblem.invalid("/pantry", PANTRY_SUBTRACT.equals(input.pantry())
                    ? "the pantry does not exist yet: \"subtract\" is accepted once it does; leave pantry out"
                    : "must be \"subtract\", or absent"));
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
        List<Need> needs = needs(checked, listItems);
        List<Retailer> quoted = retailers.forQuote(credential, input.retailerIds(), postalCode);
        return quoted.stream().map(r -> Quote.of(r, needs, retailers.catalogue(r))).sorted(Quote.BEST_FIRST)
                .toList();
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

    /** The request's items and the list's, combined as a cart combines them; GTIN hints kept. */
    private List<Need> needs(NewItems.Checked checked, List<ListItem> listItems) {
        List<Combiner.Item> items = new ArrayList<>(checked.items().size() + listItems.size());
        Map<String, Gtin> gtins = new HashMap<>();
        for (int i = 0; i < checked.items().size(); i++) {
            NewItems.NewItem item = checked.items().get(i);
            String id = "request/" + i;
            items.add(ItemFields.of(item).forCombining(id, false));
            if (item instanceof NewItems.Structured s && s.gtin() != null) {
                gtins.put(id, s.gtin());
            }
        }
        for (ListItem item : listItems) {
            items.add(item.fields().forCombining(item.id(), false));
        }
        return combiner.combine(items).stream().map(line -> Need.of(line, gtins)).toList();
    }
}
