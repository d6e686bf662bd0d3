package dev.larder.client.model;

import java.util.List;

/** Request body record AnalyzeResponse of the OpenAPI document. */
public record AnalyzeResponse(
        List<AnalysedItem> items) {
}
