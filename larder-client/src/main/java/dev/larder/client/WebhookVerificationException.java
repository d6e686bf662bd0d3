package dev.larder.client;

/** A webhook delivery that is not proven to come from Larder: answer it with 400 and do not act on it. */
public final class WebhookVerificationException extends RuntimeException {

    WebhookVerificationException(String message) {
        super(message);
    }
}
