package dev.larder.client;

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

    /** Erases the caller and everything it owns. */
    @ApiOperation(method = "DELETE", path = "/v1beta/users/me")
    public void erase(RequestOption... options) {
        call(httpDelete("/v1beta/users/me").options(options));
    }
}
