/** The transactional outbox of API events, and (later) their delivery to webhooks. */
package larder.event;
