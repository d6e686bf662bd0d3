package dev.larder.client.model;

import java.util.List;

/** Schema {@code ListChanges} of the OpenAPI document. */
public record ListChanges(
        Long version,
        List<ListChange> changes) {
}
