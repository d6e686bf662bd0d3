package dev.larder.client.model;

import java.util.List;

/** Schema {@code Products} of the OpenAPI document. */
public record Products(
        List<ProductInput> products) {
}
