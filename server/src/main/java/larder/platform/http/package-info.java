/**
 * Outbound HTTP: requests to URLs that users give (recipe import, webhooks), checked against private addresses at every connection, and the health check the container image runs.
 */
@NamedInterface("http")
package larder.platform.http;

import org.springframework.modulith.NamedInterface;
