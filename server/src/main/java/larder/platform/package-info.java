/**
 * The platform: what every module stands on and no module owns. At this level, the small values every module
 * speaks in (ids, paging cursors and pages, secrets, GTINs, a PATCH member) and the platform's settings; the rest
 * lives in rooms, each a named interface: {@code event} (the API's events, and the hook through which a module's web
 * package renders their objects), {@code web} (the HTTP edge: request hygiene, idempotency, conditional requests, the
 * OpenAPI document), {@code problem} (broken rules as RFC 9457 problems), {@code db} (the way to the database),
 * {@code cluster} (what the nodes sharing a database tell each other), {@code http} (outbound requests to URLs users
 * give) and {@code ratelimit} (quotas). The platform depends on no business module.
 */
package larder.platform;
