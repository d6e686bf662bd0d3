/** The transactional outbox of API events, and their signed, at-least-once delivery to webhook endpoints. */
package larder.webhook;
