package dev.larder.client.model;

/** Schema {@code CheckoutOptions} of the OpenAPI document: what checking a cart out may ask for. */
public record CheckoutOptions(
        Boolean restockPantry) {

    /** Puts what the checkout buys into the buyer's pantry. */
    public static CheckoutOptions restockingPantry() {
        return new CheckoutOptions(true);
    }
}
