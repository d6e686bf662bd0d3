package larder.retail;

import java.time.Instant;
import java.util.List;
import larder.auth.AuthProblems;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.platform.problem.ProblemException;

/**
 * A retailer of one app. Its checkout URL template holds {@code {items}}, replaced at checkout by the URL-encoded
 * list of {@code sku:packs} joined with commas. It delivers to the postal codes that start with one of its
 * {@code postalCodes} prefixes (normalised, see {@link PostalCode}); with none, everywhere.
 */
public record Retailer(String id, String clientId, String name, String country, String currency,
                       String checkoutUrlTemplate, Instant createdAt, Instant updatedAt, List<String> postalCodes) {

    public static final String ITEMS_PLACEHOLDER = "{items}";

    public Retailer {
        postalCodes = List.copyOf(postalCodes);
    }

    /** A retailer that delivers everywhere. */
    public Retailer(String id, String clientId, String name, String country, String currency,
                    String checkoutUrlTemplate, Instant createdAt, Instant updatedAt) {
        this(id, clientId, name, country, currency, checkoutUrlTemplate, createdAt, updatedAt, List.of());
    }

    /** Whether the retailer delivers to the postal code (normalised): everywhere, or one of its prefixes. */
    public boolean serves(PostalCode postalCode) {
        return postalCodes.isEmpty() || postalCodes.stream().anyMatch(postalCode.value()::startsWith);
    }

    public boolean visibleTo(Credential credential) {
        return clientId.equals(credential.clientId());
    }

    /** Users read retailers; only the app's server changes them (docs/api.md §3.3). */
    public void checkChangeableBy(Credential credential) {
        if (!(credential instanceof ManagementCredential)) {
            throw new ProblemException(AuthProblems.FORBIDDEN, "Only the app's server (a management token) may "
                    + "change retailers and their products.");
        }
    }

    /**
     * The retailer's checkout URL for these {@code sku:packs} pairs: the pairs joined with commas, percent-encoded as
     * a whole (RFC 3986: a space is {@code %20}, never {@code +}), in place of {@code {items}}.
     */
    public String checkoutUrl(java.util.List<String> skuPacks) {
        String items = java.net.URLEncoder.encode(String.join(",", skuPacks), java.nio.charset.StandardCharsets.UTF_8)
                .replace("+", "%20");
        return checkoutUrlTemplate.replace(ITEMS_PLACEHOLDER, items);
    }
}
