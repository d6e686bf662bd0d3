package dev.larder.client;

import dev.larder.client.model.Product;
import dev.larder.client.model.ProductInput;
import dev.larder.client.model.Products;
import dev.larder.client.model.Retailer;
import dev.larder.client.model.RetailerInput;
import dev.larder.client.model.RetailerPatch;
import dev.larder.client.model.UpsertResult;
import java.util.List;

/** Retailers and their products (contract section 8); changes need a management token. */
public final class Retailers extends Resource {

    Retailers(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Creates a retailer (201). */
    @ApiOperation(method = "POST", path = "/v1beta/retailers")
    public Retailer create(RetailerInput retailer, RequestOption... options) {
        return call(httpPost("/v1beta/retailers").body(retailer).options(options), Retailer.class);
    }

    /** The app's retailers, page by page. */
    @ApiOperation(method = "GET", path = "/v1beta/retailers")
    public Paged<Retailer> list(RequestOption... options) {
        return paged(after -> listCall(null, after).options(options), Retailer.class);
    }

    /**
     * The app's retailers that deliver to {@code postalCode} ("SW1A 1AA"): those without postal codes and those
     * with a prefix of it, compared without spaces and hyphens, ignoring case. Null lists every retailer.
     */
    @ApiOperation(method = "GET", path = "/v1beta/retailers")
    public Paged<Retailer> deliveringTo(String postalCode, RequestOption... options) {
        return paged(after -> listCall(postalCode, after).options(options), Retailer.class);
    }

    /** The call of one page of retailers, after the cursor {@code after} (null first). */
    static Transport.Call listCall(String postalCode, String after) {
        return httpGet("/v1beta/retailers").query("postal_code", postalCode).query("after", after);
    }

    /** Reads a retailer. */
    @ApiOperation(method = "GET", path = "/v1beta/retailers/{id}")
    public Retailer get(String id, RequestOption... options) {
        return call(httpGet("/v1beta/retailers/{id}", id).options(options), Retailer.class);
    }

    /** Changes the fields that are not null in {@code patch}. */
    @ApiOperation(method = "PATCH", path = "/v1beta/retailers/{id}")
    public Retailer update(String id, RetailerPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/retailers/{id}", id).body(patch).options(options), Retailer.class);
    }

    /** Deletes a retailer. */
    @ApiOperation(method = "DELETE", path = "/v1beta/retailers/{id}")
    public void delete(String id, RequestOption... options) {
        call(httpDelete("/v1beta/retailers/{id}", id).options(options));
    }

    /** Creates or updates up to 1000 products by {@code sku}. */
    @ApiOperation(method = "PUT", path = "/v1beta/retailers/{id}/products")
    public UpsertResult upsertProducts(String id, List<ProductInput> products, RequestOption... options) {
        return call(httpPut("/v1beta/retailers/{id}/products", id).body(new Products(products)).options(options),
                UpsertResult.class);
    }

    /** Searches a retailer's products ({@code q} may be null), page by page. */
    @ApiOperation(method = "GET", path = "/v1beta/retailers/{id}/products")
    public Paged<Product> products(String id, String q, Integer limit, RequestOption... options) {
        return paged(after -> httpGet("/v1beta/retailers/{id}/products", id).query("q", q).query("limit", limit)
                .query("after", after).options(options), Product.class);
    }
}
