package larder.support;

import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;

/** An in-memory H2 in the server's PostgreSQL mode, migrated by Flyway as the server's own database is. */
public final class MigratedH2 {

    private MigratedH2() {
    }

    /** A new database; it lives until the JVM exits. Migrating takes a few seconds: do it once per test class. */
    public static JdbcDataSource create(String name) {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:" + name + System.nanoTime()
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1");
        Flyway.configure().dataSource(h2).locations("classpath:db/migration", "classpath:db/vendor/h2").load()
                .migrate();
        return h2;
    }
}
