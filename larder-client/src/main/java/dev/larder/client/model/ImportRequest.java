package dev.larder.client.model;

/** Schema {@code ImportRequest} of the OpenAPI document: Exactly one of html and url (422 otherwise; a blank one counts as absent). */
public record ImportRequest(
        String html,
        String url) {
}
