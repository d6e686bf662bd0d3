package dev.larder.client;

import dev.larder.client.model.AnalyzeRequest;
import dev.larder.client.model.AnalyzeResponse;
import dev.larder.client.model.Nutrition;
import dev.larder.client.model.NutritionRequest;
import java.util.List;

/** Ingredient analysis (contract section 5) and nutrition (section 14). */
public final class Items extends Resource {

    Items(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Analyses up to 50 lines of text ("2 1/2 cups flour, sifted"), in input order. */
    @ApiOperation(method = "POST", path = "/v1beta/items/analyze")
    public AnalyzeResponse analyze(List<String> rawItems, RequestOption... options) {
        return call(httpPost("/v1beta/items/analyze").body(new AnalyzeRequest(rawItems)).options(options),
                AnalyzeResponse.class);
    }

    /** What the lines add up to (at most 50 items and raw items together), in total and per serving. */
    @ApiOperation(method = "POST", path = "/v1beta/nutrition/analyze")
    public Nutrition nutrition(NutritionRequest request, RequestOption... options) {
        return call(httpPost("/v1beta/nutrition/analyze").body(request).options(options), Nutrition.class);
    }
}
