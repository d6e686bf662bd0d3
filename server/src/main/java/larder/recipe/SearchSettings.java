package larder.recipe;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Recipe search ({@code larder.search.*}). {@code concurrency}: how many searches read the database at once on a node,
 * the others waiting their turn ({@link larder.platform.db.Turns}); 0, the default, is four times the node's cores (8 on
 * two cores, where a pool of 8 answered filtered searches at 64 connections with p99 73 to 81 ms against 98 to 135 ms
 * with all 20 of the pool's connections: docs/performance.md). Set it to about four times the database server's cores
 * when PostgreSQL runs elsewhere.
 */
@ConfigurationProperties("larder.search")
public record SearchSettings(@DefaultValue("0") int concurrency) {

    public SearchSettings {
        if (concurrency < 0 || concurrency > 1_000) {
            throw new IllegalArgumentException("larder.search.concurrency must be 0 (four per core) to 1000, not "
                    + concurrency);
        }
    }

    /** The searches at once: as set, or four per core of this node. */
    public int atOnce() {
        return concurrency > 0 ? concurrency : 4 * Runtime.getRuntime().availableProcessors();
    }
}
