package larder.retail.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import larder.auth.Credential;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.problem.InvalidRequest;
import larder.retail.PostalCode;
import larder.retail.Retailer;
import larder.retail.Retailers;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/v1beta/retailers")
@Tag(name = "Retailers")
class RetailersController {

    private final Retailers retailers;

    RetailersController(Retailers retailers) {
        this.retailers = retailers;
    }

    record RetailerView(String id, String name, String country, String currency, String checkoutUrlTemplate,
                        @ArraySchema(arraySchema = @Schema(description = "The postal-code prefixes the retailer "
                                + "delivers to, normalised (upper case, no spaces or hyphens); empty: everywhere"))
                        List<String> postalCodes,
                        Instant createdAt, Instant updatedAt) {
        static RetailerView of(Retailer r) {
            return new RetailerView(r.id(), r.name(), r.country(), r.currency(), r.checkoutUrlTemplate(),
                    r.postalCodes(), r.createdAt(), r.updatedAt());
        }
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createRetailer",
            summary = "Create a retailer", description = "Management token only (a user token gets 403). country "
            + "is ISO 3166-1 alpha-2, currency ISO 4217; checkout_url_template is an http(s) URL containing {items}, "
            + "which checkout replaces with the URL-encoded list of sku:packs joined with commas.")
    ResponseEntity<RetailerView> create(Credential credential, @RequestBody RetailerInput.RetailerFields body) {
        Retailer retailer = retailers.create(credential, RetailerInput.command(body));
        return ResponseEntity.created(URI.create("/v1beta/retailers/" + retailer.id())).body(RetailerView.of(retailer));
    }

    @GetMapping
    @Operation(operationId = "listRetailers", summary = "List the app's retailers", description = "With "
            + "postal_code, only those that deliver to it: those without postal codes (everywhere), and those with a "
            + "prefix it starts with, compared without spaces and hyphens and ignoring case. A postal_code that is "
            + "not 1 to 10 letters and digits gets 400 request.invalid.")
    Page<RetailerView> list(Credential credential,
                            @Parameter(description = "A postal code (\"SW1A 1AA\", \"10115\")",
                                    schema = @Schema(minLength = 1, maxLength = 32))
                            @RequestParam(name = "postal_code", required = false) String postalCode,
                            PageRequest page) {
        PostalCode code = postalCode == null ? null : PostalCode.parse(postalCode).orElseThrow(() ->
                InvalidRequest.badParameter("postal_code", "must be a postal code: 1 to 10 letters and digits "
                        + "(spaces and hyphens are ignored)"));
        return retailers.list(credential, code, page).map(RetailerView::of);
    }

    @GetMapping("/{id}")
    @Operation(operationId = "getRetailer", summary = "Read a retailer")
    RetailerView get(Credential credential, @PathVariable String id) {
        return RetailerView.of(retailers.get(credential, id));
    }

    @Schema(name = "RetailerChange", description = "The members to change; absent or null ones are unchanged.")
    record RetailerChangeDocument(
            @Nullable @Schema(minLength = 1, maxLength = 200) String name,
            @Nullable @Schema(description = "ISO 3166-1 alpha-2", pattern = "^[A-Z]{2}$") String country,
            @Nullable @Schema(description = "ISO 4217; cannot change while the retailer has products",
                    pattern = "^[A-Z]{3}$") String currency,
            @Nullable @Schema(description = "An absolute http or https URL containing {items}", minLength = 1,
                    maxLength = 2000) String checkoutUrlTemplate,
            @Nullable @ArraySchema(arraySchema = @Schema(description = "Replaces the postal-code prefixes; [] "
                    + "delivers everywhere"), maxItems = Retailers.MAX_POSTAL_CODES,
                    schema = @Schema(minLength = 1, maxLength = 16, pattern = "^[A-Za-z0-9 -]*[A-Za-z0-9][A-Za-z0-9 -]*$"))
            List<String> postalCodes) {
    }

    @PatchMapping("/{id}")
    @Operation(operationId = "updateRetailer",
            summary = "Change a retailer", description = "Management token only. The currency cannot change while "
            + "the retailer has products.", requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(
                    content = @Content(schema = @Schema(implementation = RetailerChangeDocument.class))))
    RetailerView update(Credential credential, @PathVariable String id,
                        @RequestBody RetailerInput.RetailerFields body) {
        return RetailerView.of(retailers.update(credential, id, RetailerInput.command(body)));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteRetailer",
            summary = "Delete a retailer and its products", description = "Management token only. Carts keep "
            + "what they showed; checking one out afterwards is refused.")
    void delete(Credential credential, @PathVariable String id) {
        retailers.delete(credential, id);
    }

    @PutMapping("/{id}/products")
    @Operation(operationId = "upsertRetailerProducts",
            summary = "Insert or replace products by SKU", description = "Management token only. At most 1000 "
            + "products a request, in one transaction: all or nothing. Prices are in the retailer's currency. "
            + "category defaults to the aisle of the product's name.")
    Retailers.UpsertResult upsertProducts(Credential credential, @PathVariable String id,
                                          @RequestBody RetailerInput.Products body) {
        return retailers.upsertProducts(credential, id, RetailerInput.command(body.products()));
    }

    @GetMapping("/{id}/products")
    @Operation(operationId = "listRetailerProducts",
            summary = "Search a retailer's products", description = "q matches words of the name, brand and aisle "
            + "(all of them); in SKU order.")
    Page<ProductView> products(Credential credential, @PathVariable String id,
                               @RequestParam(required = false) String q,
                               PageRequest page) {
        return retailers.searchProducts(credential, id, q, page).map(ProductView::of);
    }
}
