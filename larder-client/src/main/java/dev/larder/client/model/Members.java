package dev.larder.client.model;

import java.util.List;

/** Schema {@code MembersView} of the OpenAPI document. */
public record Members(
        List<Member> data) {
}
