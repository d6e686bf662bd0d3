package dev.larder.client.model;

/** Request body record RetailerChange of the OpenAPI document: The members to change; absent or null ones are unchanged. */
public record RetailerPatch(
        String name,
        String country,
        String currency,
        String checkoutUrlTemplate) {
}
