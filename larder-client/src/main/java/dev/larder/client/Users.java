package dev.larder.client;

import dev.larder.client.model.Preferences;
import dev.larder.client.model.PreferencesPatch;
import dev.larder.client.model.User;

/** The session's own user (contract section 4). */
public final class Users extends Resource {

    Users(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** The caller's user. */
    @ApiOperation(method = "GET", path = "/v1beta/users/me")
    public User me(RequestOption... options) {
        return call(httpGet("/v1beta/users/me").options(options), User.class);
    }

    /** The caller's food preferences. User access token only. */
    @ApiOperation(method = "GET", path = "/v1beta/users/me/preferences")
    public Preferences preferences(RequestOption... options) {
        return call(httpGet("/v1beta/users/me/preferences").options(options), Preferences.class);
    }

    /** Sets, clears or leaves each preference as {@code patch} says ({@link dev.larder.client.model.PatchValue}). */
    @ApiOperation(method = "PATCH", path = "/v1beta/users/me/preferences")
    public Preferences updatePreferences(PreferencesPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/users/me/preferences").body(patch).options(options), Preferences.class);
    }

    /** Erases the caller and everything it owns. */
    @ApiOperation(method = "DELETE", path = "/v1beta/users/me")
    public void erase(RequestOption... options) {
        call(httpDelete("/v1beta/users/me").options(options));
    }
}
