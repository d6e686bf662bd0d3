package dev.larder.client.model;

/** Schema {@code RetailerChange} of the OpenAPI document: The members to change; absent or null ones are unchanged. */
public record RetailerPatch(
        String name,
        String country,
        String currency,
        String checkoutUrlTemplate) {
}
