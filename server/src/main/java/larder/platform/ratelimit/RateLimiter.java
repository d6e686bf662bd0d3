package larder.platform.ratelimit;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.EstimationProbe;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.redis.lettuce.Bucket4jLettuce;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.codec.RedisCodec;
import io.lettuce.core.codec.StringCodec;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import larder.platform.PlatformSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * Token-bucket quotas with Bucket4j: in this node's memory by default, in Redis (shared by every node) when
 * {@code LARDER_REDIS_URL} is set. When Redis cannot be reached, requests are let through and a warning is
 * logged: an outage of the limiter must not become an outage of the API.
 */
@Component
public class RateLimiter implements DisposableBean {

    private static final Logger log = LoggerFactory.getLogger(RateLimiter.class);

    private final boolean enabled;
    private final Map<RateLimitPolicy, RateLimitSettings.Quota> quotas = new EnumMap<>(RateLimitPolicy.class);
    private final Map<RateLimitPolicy, BucketConfiguration> configurations = new EnumMap<>(RateLimitPolicy.class);
    private final Cache<String, Bucket> local;
    private final RedisClient redisClient;
    private final StatefulRedisConnection<String, byte[]> redisConnection;
    private final ProxyManager<String> shared;

    public RateLimiter(PlatformSettings settings, RateLimitSettings limits) {
        this.enabled = settings.rateLimitsEnabled();
        quotas.put(RateLimitPolicy.ANONYMOUS_GRANT, limits.anonymousGrant());
        quotas.put(RateLimitPolicy.REFRESH_GRANT, limits.refreshGrant());
        quotas.put(RateLimitPolicy.USER, limits.user());
        quotas.put(RateLimitPolicy.MANAGEMENT, limits.management());
        quotas.put(RateLimitPolicy.AUTH_FAILURE, limits.authFailure());
        quotas.forEach((policy, quota) -> configurations.put(policy, BucketConfiguration.builder()
                .addLimit(Bandwidth.builder().capacity(quota.burst()).refillGreedy(quota.rate(), quota.period())
                        .build())
                .build()));
        this.local = Caffeine.newBuilder().expireAfterAccess(Duration.ofMinutes(10)).maximumSize(1_000_000).build();
        if (enabled && settings.redisConfigured()) {
            this.redisClient = RedisClient.create(settings.redisUrl());
            this.redisConnection = redisClient.connect(RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE));
            this.shared = Bucket4jLettuce.casBasedBuilder(redisConnection)
                    .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(
                            Duration.ofSeconds(10)))
                    .build();
        } else {
            this.redisClient = null;
            this.redisConnection = null;
            this.shared = null;
        }
    }

    public boolean enabled() {
        return enabled;
    }

    /** Counts one request of {@code key} (a client IP, a user id, a management token id) against a quota. */
    public RateLimitDecision consume(RateLimitPolicy policy, String key) {
        if (!enabled) {
            return RateLimitDecision.unlimited();
        }
        String bucketKey = "larder:rl:" + policy.headerName() + ":" + key;
        ConsumptionProbe probe;
        try {
            probe = bucket(policy, bucketKey).tryConsumeAndReturnRemaining(1);
        } catch (RuntimeException e) {
            log.warn("Rate limiter unavailable, letting the request through: {}", e.toString());
            return RateLimitDecision.unlimited();
        }
        RateLimitSettings.Quota quota = quotas.get(policy);
        long window = Math.max(1, quota.period().toSeconds() * quota.burst() / quota.rate());
        double secondsPerToken = (double) quota.period().toNanos() / quota.rate() / 1e9;
        long missing = quota.burst() - probe.getRemainingTokens();
        long reset = (long) Math.ceil(missing * secondsPerToken);
        long retryAfter = probe.isConsumed() ? 0
                : Math.max(1, (long) Math.ceil(probe.getNanosToWaitForRefill() / (double) TimeUnit.SECONDS.toNanos(1)));
        return new RateLimitDecision(probe.isConsumed(), policy, quota.burst(), window,
                probe.getRemainingTokens(), reset, retryAfter);
    }

    /**
     * Counts one failed credential from a client address. Refused once the address has failed more than its quota
     * allows: the caller then answers 429 instead of 401, until the quota refills.
     */
    public RateLimitDecision failedAuthentication(String clientAddress) {
        return consume(RateLimitPolicy.AUTH_FAILURE, clientAddress);
    }

    /**
     * The refusal for an address that has no failures left, without counting anything: asked before a credential
     * that can be guessed (the operator's admin key) is even compared, so that a guesser who is refused cannot
     * learn that a later guess was right.
     */
    public Optional<RateLimitDecision> failuresExhausted(String clientAddress) {
        if (!enabled) {
            return Optional.empty();
        }
        RateLimitPolicy policy = RateLimitPolicy.AUTH_FAILURE;
        EstimationProbe probe;
        try {
            probe = bucket(policy, "larder:rl:" + policy.headerName() + ":" + clientAddress)
                    .estimateAbilityToConsume(1);
        } catch (RuntimeException e) {
            log.warn("Rate limiter unavailable, letting the request through: {}", e.toString());
            return Optional.empty();
        }
        if (probe.canBeConsumed()) {
            return Optional.empty();
        }
        RateLimitSettings.Quota quota = quotas.get(policy);
        long window = Math.max(1, quota.period().toSeconds() * quota.burst() / quota.rate());
        long retryAfter = Math.max(1, (long) Math.ceil(probe.getNanosToWaitForRefill()
                / (double) TimeUnit.SECONDS.toNanos(1)));
        double secondsPerToken = (double) quota.period().toNanos() / quota.rate() / 1e9;
        long reset = (long) Math.ceil((quota.burst() - probe.getRemainingTokens()) * secondsPerToken);
        return Optional.of(new RateLimitDecision(false, policy, quota.burst(), window, probe.getRemainingTokens(),
                reset, retryAfter));
    }

    private Bucket bucket(RateLimitPolicy policy, String key) {
        BucketConfiguration configuration = configurations.get(policy);
        if (shared != null) {
            return shared.getProxy(key, () -> configuration);
        }
        return local.get(key, k -> Bucket.builder().addLimit(configuration.getBandwidths()[0]).build());
    }

    @Override
    public void destroy() {
        if (redisConnection != null) {
            redisConnection.close();
        }
        if (redisClient != null) {
            redisClient.shutdown();
        }
    }

}
