package dev.larder.client.model;

import java.util.List;

/** Schema {@code AnalyzeResponse} of the OpenAPI document. */
public record AnalyzeResponse(
        List<AnalysedItem> items) {
}
