package dev.larder.client;

import dev.larder.client.model.App;
import dev.larder.client.model.AppSettingsPatch;

/** The app's own settings, its browser origins (contract section 11; management token). */
public final class AppSettings extends Resource {

    AppSettings(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Reads the app. */
    @ApiOperation(method = "GET", path = "/v1beta/app")
    public App get(RequestOption... options) {
        return call(httpGet("/v1beta/app").options(options), App.class);
    }

    /** Replaces the allowed origins. */
    @ApiOperation(method = "PATCH", path = "/v1beta/app")
    public App update(AppSettingsPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/app").body(patch).options(options), App.class);
    }
}
