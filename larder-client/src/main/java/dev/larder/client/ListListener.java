package dev.larder.client;

import dev.larder.client.model.ListChange;

/** Receives a list's live changes ({@link Lists#subscribe}). Called on the subscription's own thread, in order. */
public interface ListListener {

    /** One change; its {@code version} is one more than the last one's. */
    void onChange(ListChange change);

    /** The stream broke and will be opened again after {@code Last-Event-ID}; nothing is lost. */
    default void onReconnect(Exception cause) {
    }

    /**
     * The subscription ended for good: {@code error} is null when it was closed, or after {@code list.deleted};
     * otherwise the server refused it (the list is gone, or access was lost).
     */
    default void onClosed(LarderException error) {
    }
}
