package dev.larder.client.model;

import java.util.List;

/** Schema {@code AnalyzeRequest} of the OpenAPI document. */
public record AnalyzeRequest(
        List<String> rawItems) {
}
