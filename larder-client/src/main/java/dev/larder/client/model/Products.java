package dev.larder.client.model;

import java.util.List;

/** Response record Products of the OpenAPI document. */
public record Products(
        List<ProductInput> products) {
}
