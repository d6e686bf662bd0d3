package dev.larder.client.model;

/** Schema {@code Match} of the OpenAPI document: how a product was matched, {@code by} gtin (score 1) or name. */
public record Match(
        String by,
        double score) {
}
