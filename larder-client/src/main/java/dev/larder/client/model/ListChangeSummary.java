package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code ListChangeList} of the OpenAPI document: list.updated, list.deleted: the list's own fields. */
public record ListChangeSummary(
        String id,
        String name,
        Long version,
        Integer itemCount,
        Instant updatedAt) {
}
