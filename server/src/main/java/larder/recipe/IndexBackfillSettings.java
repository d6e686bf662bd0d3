package larder.recipe;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The index backfill ({@code larder.index-backfill.*}, {@link RecipeLabelBackfill}). {@code enabled} off leaves the
 * work to other nodes. {@code batchSize} recipes are claimed and derived in one transaction (1 to 5,000);
 * {@code pause} is the rest between two batches, so that requests keep the database and the cores; {@code idle} is
 * how long a node waits, once it finds nothing left, before it looks again.
 */
@ConfigurationProperties("larder.index-backfill")
public record IndexBackfillSettings(
        @DefaultValue("true") boolean enabled,
        @DefaultValue("500") int batchSize,
        @DefaultValue("20ms") Duration pause,
        @DefaultValue("1m") Duration idle) {

    public IndexBackfillSettings {
        if (batchSize < 1 || batchSize > 5_000) {
            throw new IllegalArgumentException("larder.index-backfill.batch-size must be 1 to 5000, not " + batchSize);
        }
        if (pause.isNegative() || idle.isNegative()) {
            throw new IllegalArgumentException("larder.index-backfill durations cannot be negative");
        }
    }
}
