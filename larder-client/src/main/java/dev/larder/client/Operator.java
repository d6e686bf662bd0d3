package dev.larder.client;

import dev.larder.client.model.App;
import dev.larder.client.model.AppPatch;
import dev.larder.client.model.CreateApp;
import dev.larder.client.model.CreateManagementToken;
import dev.larder.client.model.IssuedToken;
import dev.larder.client.model.ManagementTokenInfo;

/** The operator API under {@code /admin/v1} (contract section 2), with {@link Credentials#adminKey}. */
public final class Operator extends Resource {

    Operator(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Creates an app (201). */
    @ApiOperation(method = "POST", path = "/admin/v1/apps")
    public App createApp(CreateApp app, RequestOption... options) {
        return call(httpPost("/admin/v1/apps").body(app).options(options), App.class);
    }

    /** Every app, page by page. */
    @ApiOperation(method = "GET", path = "/admin/v1/apps")
    public Paged<App> apps(RequestOption... options) {
        return paged(after -> httpGet("/admin/v1/apps").query("after", after).options(options), App.class);
    }

    /** Reads an app. */
    @ApiOperation(method = "GET", path = "/admin/v1/apps/{clientId}")
    public App app(String clientId, RequestOption... options) {
        return call(httpGet("/admin/v1/apps/{clientId}", clientId).options(options), App.class);
    }

    /** Renames, disables or re-enables an app, or sets its origins. */
    @ApiOperation(method = "PATCH", path = "/admin/v1/apps/{clientId}")
    public App updateApp(String clientId, AppPatch patch, RequestOption... options) {
        return call(httpPatch("/admin/v1/apps/{clientId}", clientId).body(patch).options(options), App.class);
    }

    /** Issues a management token; the answer is the only time its secret is shown. */
    @ApiOperation(method = "POST", path = "/admin/v1/apps/{clientId}/management-tokens")
    public IssuedToken createManagementToken(String clientId, String name, RequestOption... options) {
        return call(httpPost("/admin/v1/apps/{clientId}/management-tokens", clientId)
                .body(new CreateManagementToken(name)).options(options), IssuedToken.class);
    }

    /** The app's management tokens (never their secrets), page by page. */
    @ApiOperation(method = "GET", path = "/admin/v1/apps/{clientId}/management-tokens")
    public Paged<ManagementTokenInfo> managementTokens(String clientId, RequestOption... options) {
        return paged(after -> httpGet("/admin/v1/apps/{clientId}/management-tokens", clientId)
                .query("after", after).options(options), ManagementTokenInfo.class);
    }

    /** Reads a management token's record. */
    @ApiOperation(method = "GET", path = "/admin/v1/apps/{clientId}/management-tokens/{tokenId}")
    public ManagementTokenInfo managementToken(String clientId, String tokenId, RequestOption... options) {
        return call(httpGet("/admin/v1/apps/{clientId}/management-tokens/{tokenId}", clientId, tokenId)
                .options(options), ManagementTokenInfo.class);
    }

    /** Revokes a management token at once. */
    @ApiOperation(method = "DELETE", path = "/admin/v1/apps/{clientId}/management-tokens/{tokenId}")
    public void revokeManagementToken(String clientId, String tokenId, RequestOption... options) {
        call(httpDelete("/admin/v1/apps/{clientId}/management-tokens/{tokenId}", clientId, tokenId)
                .options(options));
    }

    /** An online backup of the embedded database: a gzip-compressed SQL dump (422 on PostgreSQL). */
    @ApiOperation(method = "POST", path = "/admin/v1/backup")
    public byte[] backup(RequestOption... options) {
        return call(httpPost("/admin/v1/backup").accept("application/gzip").options(options), byte[].class);
    }
}
