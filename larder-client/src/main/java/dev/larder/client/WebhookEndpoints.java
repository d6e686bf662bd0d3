package dev.larder.client;

import dev.larder.client.model.WebhookDelivery;
import dev.larder.client.model.WebhookEndpoint;
import dev.larder.client.model.WebhookEndpointWithSecret;
import dev.larder.client.model.WebhookInput;
import dev.larder.client.model.WebhookPatch;

/** The app's webhook endpoints and their deliveries (contract section 11; management token). */
public final class WebhookEndpoints extends Resource {

    WebhookEndpoints(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Registers an endpoint (201); the answer holds its signing secret, shown this once. */
    @ApiOperation(method = "POST", path = "/v1beta/webhooks")
    public WebhookEndpointWithSecret create(WebhookInput endpoint, RequestOption... options) {
        return call(httpPost("/v1beta/webhooks").body(endpoint).options(options), WebhookEndpointWithSecret.class);
    }

    /** The app's endpoints, page by page. */
    @ApiOperation(method = "GET", path = "/v1beta/webhooks")
    public Paged<WebhookEndpoint> list(RequestOption... options) {
        return paged(after -> httpGet("/v1beta/webhooks").query("after", after).options(options),
                WebhookEndpoint.class);
    }

    /** Reads an endpoint. */
    @ApiOperation(method = "GET", path = "/v1beta/webhooks/{id}")
    public WebhookEndpoint get(String id, RequestOption... options) {
        return call(httpGet("/v1beta/webhooks/{id}", id).options(options), WebhookEndpoint.class);
    }

    /** Changes the URL, the events or whether it is enabled. */
    @ApiOperation(method = "PATCH", path = "/v1beta/webhooks/{id}")
    public WebhookEndpoint update(String id, WebhookPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/webhooks/{id}", id).body(patch).options(options), WebhookEndpoint.class);
    }

    /** Deletes an endpoint. */
    @ApiOperation(method = "DELETE", path = "/v1beta/webhooks/{id}")
    public void delete(String id, RequestOption... options) {
        call(httpDelete("/v1beta/webhooks/{id}", id).options(options));
    }

    /** The endpoint's recent delivery attempts, page by page. */
    @ApiOperation(method = "GET", path = "/v1beta/webhooks/{id}/deliveries")
    public Paged<WebhookDelivery> deliveries(String id, RequestOption... options) {
        return paged(after -> httpGet("/v1beta/webhooks/{id}/deliveries", id).query("after", after)
                .options(options), WebhookDelivery.class);
    }

    /** Reads one delivery. */
    @ApiOperation(method = "GET", path = "/v1beta/webhooks/{id}/deliveries/{deliveryId}")
    public WebhookDelivery delivery(String id, String deliveryId, RequestOption... options) {
        return call(httpGet("/v1beta/webhooks/{id}/deliveries/{deliveryId}", id, deliveryId).options(options),
                WebhookDelivery.class);
    }

    /** Sends a {@code webhook.ping} to this endpoint alone; answers its delivery. */
    @ApiOperation(method = "POST", path = "/v1beta/webhooks/{id}/ping")
    public WebhookDelivery ping(String id, RequestOption... options) {
        return call(httpPost("/v1beta/webhooks/{id}/ping", id).options(options), WebhookDelivery.class);
    }

    /** Sends a delivery's event again. */
    @ApiOperation(method = "POST", path = "/v1beta/webhooks/{id}/deliveries/{deliveryId}/redeliver")
    public WebhookDelivery redeliver(String id, String deliveryId, RequestOption... options) {
        return call(httpPost("/v1beta/webhooks/{id}/deliveries/{deliveryId}/redeliver", id, deliveryId)
                .options(options), WebhookDelivery.class);
    }

    /** A new secret; the old one keeps signing beside it for 24 h. */
    @ApiOperation(method = "POST", path = "/v1beta/webhooks/{id}/rotate_secret")
    public WebhookEndpointWithSecret rotateSecret(String id, RequestOption... options) {
        return call(httpPost("/v1beta/webhooks/{id}/rotate_secret", id).options(options),
                WebhookEndpointWithSecret.class);
    }
}
