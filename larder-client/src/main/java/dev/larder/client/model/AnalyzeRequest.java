package dev.larder.client.model;

import java.util.List;

/** Request body record AnalyzeRequest of the OpenAPI document. */
public record AnalyzeRequest(
        List<String> rawItems) {
}
