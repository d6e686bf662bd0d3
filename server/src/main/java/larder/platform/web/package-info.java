/**
 * The HTTP edge every module shares: request hygiene filters and their order, idempotency keys, conditional requests, the OpenAPI document, problem rendering, operational routes, logging and tracing.
 */
@NamedInterface("web")
package larder.platform.web;

import org.springframework.modulith.NamedInterface;
