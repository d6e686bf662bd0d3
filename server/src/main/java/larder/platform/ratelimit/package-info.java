/**
 * Quotas per client IP and per credential (token buckets, in memory or in Redis) and the RateLimit headers that describe them.
 */
@NamedInterface("ratelimit")
package larder.platform.ratelimit;

import org.springframework.modulith.NamedInterface;
