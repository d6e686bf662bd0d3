package dev.larder.client.model;

import java.util.List;

/** Response record ListChanges of the OpenAPI document. */
public record ListChanges(
        Long version,
        List<ListChange> changes) {
}
