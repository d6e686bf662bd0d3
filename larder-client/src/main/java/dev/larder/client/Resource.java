package dev.larder.client;

import dev.larder.client.model.Page;
import java.util.function.Function;

/** What every group of calls shares: the transport and the credential. */
abstract class Resource {

    final Transport transport;
    final Credentials credentials;

    Resource(Transport transport, Credentials credentials) {
        this.transport = transport;
        this.credentials = credentials;
    }

    static Transport.Call httpGet(String path, Object... args) {
        return new Transport.Call("GET", path, args);
    }

    static Transport.Call httpPost(String path, Object... args) {
        return new Transport.Call("POST", path, args);
    }

    static Transport.Call httpPatch(String path, Object... args) {
        return new Transport.Call("PATCH", path, args);
    }

    static Transport.Call httpPut(String path, Object... args) {
        return new Transport.Call("PUT", path, args);
    }

    static Transport.Call httpDelete(String path, Object... args) {
        return new Transport.Call("DELETE", path, args);
    }

    <T> T call(Transport.Call call, Class<T> type) {
        return transport.json(call, credentials, type);
    }

    void call(Transport.Call call) {
        transport.json(call, credentials, Void.class);
    }

    /** A lazily paged collection: {@code call} answers the call for a cursor (null first). */
    <T> Paged<T> paged(Function<String, Transport.Call> call, Class<T> element) {
        return new Paged<>(after -> page(call.apply(after), element));
    }

    <T> Page<T> page(Transport.Call call, Class<T> element) {
        return transport.json(call, credentials,
                Transport.JSON.getTypeFactory().constructParametricType(Page.class, element));
    }
}
