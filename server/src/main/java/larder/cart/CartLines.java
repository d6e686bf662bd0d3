package larder.cart;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import larder.ingredient.CombinedLine;
import larder.ingredient.Combiner;
import larder.platform.Ids;
import larder.retail.Candidate;
import larder.platform.Gtin;
import larder.retail.Catalogue;
import larder.retail.Match;
import larder.retail.Need;
import larder.retail.Packs;
import larder.retail.Product;

/**
 * Makes a cart's lines from its sources: sources with the same name are combined (docs/api.md §5), and each
 * combined need is matched to the retailer's best available product. A line that existed before keeps its id, the
 * product the shopper swapped in, and a pack count the shopper chose, for as long as its sources are still in it.
 */
final class CartLines {

    private CartLines() {
    }

    static List<CartLine> rebuild(List<CartSource> sources, List<CartLine> before, Catalogue catalogue,
                                  Combiner combiner) {
        Map<String, CartLine> previousBySource = new HashMap<>();
        for (CartLine line : before) {
            line.sourceIds().forEach(id -> previousBySource.putIfAbsent(id, line));
        }
        Map<String, Gtin> gtins = new HashMap<>();
        sources.stream().filter(s -> s.gtin() != null).forEach(s -> gtins.put(s.id(), s.gtin()));
        List<CombinedLine> combined = combiner.combine(sources.stream().map(CartSource::forCombining).toList());
        List<CartLine> lines = new ArrayList<>(combined.size());
        java.util.Set<String> usedIds = new java.util.HashSet<>();
        for (CombinedLine need : combined) {
            CartLine previous = need.itemIds().stream().map(previousBySource::get)
                    .filter(l -> l != null && !usedIds.contains(l.id())).findFirst().orElse(null);
            String id = previous != null ? previous.id() : Ids.next("cli");
            usedIds.add(id);
            CartLine draft = new CartLine(id, need.name(), need.quantity(), need.unit(), need.category(), null, 1,
                    CartLine.Status.UNMATCHED, false, need.itemIds(), null);
            lines.add(match(draft, Need.of(need, gtins).gtin(), previous, catalogue));
        }
        return lines;
    }

    /**
     * The product for the line: the shopper's choice if it still exists, else the best match (the product with the
     * need's GTIN first, see {@link Catalogue#best}).
     */
    static CartLine match(CartLine line, Gtin gtin, CartLine previous, Catalogue catalogue) {
        if (previous != null && previous.status() == CartLine.Status.SUBSTITUTED) {
            Optional<Product> chosen = catalogue.product(previous.sku());
            if (chosen.isPresent()) {
                return withProduct(line, chosen.get(), CartLine.Status.SUBSTITUTED, previous, null);
            }
        }
        Optional<Candidate> best = catalogue.best(line.need(gtin));
        if (best.isEmpty()) {
            return line.with(null, 1, CartLine.Status.UNMATCHED, false, null);
        }
        return withProduct(line, best.get().product(), CartLine.Status.MATCHED, previous, best.get().match());
    }

    static CartLine withProduct(CartLine line, Product product, CartLine.Status status, CartLine previous,
                                Match match) {
        boolean keepPacks = previous != null && previous.manualPacks() && product.sku().equals(previous.sku());
        int packs = keepPacks ? previous.packs()
                : Packs.cover(line.quantity(), line.unit(), line.name(), product.sizeQuantity(), product.sizeUnit());
        return line.with(product.sku(), packs, status, keepPacks, match);
    }
}
