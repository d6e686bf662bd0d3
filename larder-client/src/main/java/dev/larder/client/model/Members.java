package dev.larder.client.model;

import java.util.List;

/** Response record MembersView of the OpenAPI document. */
public record Members(
        List<Member> data) {
}
