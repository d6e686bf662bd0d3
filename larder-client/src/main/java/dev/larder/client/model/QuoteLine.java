package dev.larder.client.model;

/**
 * Schema {@code QuoteLine} of the OpenAPI document: a need the retailer covers, with the product a cart would choose;
 * {@code leftover} is what the packs hold beyond the need, null where it cannot be compared.
 */
public record QuoteLine(
        String name,
        Double quantity,
        String unit,
        Product product,
        int packs,
        Money lineTotal,
        QuoteLeftover leftover,
        Match match) {
}
