package larder.platform.web;

import java.util.Properties;

/**
 * How many carrier threads run the virtual threads that serve requests. The JDK's default is one a core, and with it
 * a quote's p99 on two cores was 127 to 360 ms while its p50 was 11 to 18 ms and the server's own timing of every
 * quote stayed under 92 ms: requests waited for a carrier, not for their work. Four carriers a core, which the
 * operating system's scheduler shares out, took that p99 to 39 and 41 ms at the same CPU a quote (docs/architecture.md,
 * "Carriers"). An operator's own {@code -Djdk.virtualThreadScheduler.parallelism} is kept.
 */
public final class VirtualThreadCarriers {

    static final String PROPERTY = "jdk.virtualThreadScheduler.parallelism";
    static final int PER_CORE = 4;

    private VirtualThreadCarriers() {
    }

    /** Sets this JVM's number of carriers unless it is set already; to be called before the first virtual thread. */
    public static void applyDefault() {
        apply(System.getProperties(), Runtime.getRuntime().availableProcessors());
    }

    static void apply(Properties properties, int cores) {
        if (properties.getProperty(PROPERTY) == null) {
            properties.setProperty(PROPERTY, Integer.toString(carriers(cores)));
        }
    }

    static int carriers(int cores) {
        return Math.max(1, cores) * PER_CORE;
    }
}
