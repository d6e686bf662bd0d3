package dev.larder.client;

import dev.larder.client.model.Food;

/** The foods of USDA SR28 that nutrition is computed from (contract section 14). */
public final class Foods extends Resource {

    Foods(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /**
     * Foods whose name has, for every word of {@code q}, a word starting with it ("butt salt" finds "Butter,
     * salted"), best first, page by page; null or blank lists every food.
     */
    @ApiOperation(method = "GET", path = "/v1beta/foods")
    public Paged<Food> search(String q, RequestOption... options) {
        return paged(after -> httpGet("/v1beta/foods").query("q", q).query("after", after).options(options),
                Food.class);
    }

    /** Reads a food by its id ("sr28:01001"). */
    @ApiOperation(method = "GET", path = "/v1beta/foods/{id}")
    public Food get(String id, RequestOption... options) {
        return call(httpGet("/v1beta/foods/{id}", id).options(options), Food.class);
    }
}
