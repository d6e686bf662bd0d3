package dev.larder.client.model;

/** Schema {@code CartItemChange} of the OpenAPI document: At least one of packs and sku, not null (422 otherwise). */
public record CartItemPatch(
        Integer packs,
        String sku) {
}
