package larder.platform;

import java.util.concurrent.atomic.AtomicInteger;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.migration.JavaMigration;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * A fresh in-memory H2 database (PostgreSQL mode, as the embedded one), migrated by Flyway with the application's
 * own SQL, and the platform parts a module's store is made of: for unit tests of stores and of the services over
 * them, without Spring. Each instance is a database of its own, so tests do not see each other's rows. The Java
 * migrations (V12, moving list rows into packs) are left out unless given: on an empty database they move nothing.
 */
public final class MemoryDatabase {

    private static final AtomicInteger NEXT = new AtomicInteger();

    static {
        System.setProperty("org.jooq.no-logo", "true");
        System.setProperty("org.jooq.no-tips", "true");
    }

    private final JdbcDataSource dataSource = new JdbcDataSource();
    private final DSLContext db;
    private final JdbcTemplate jdbc;
    private final JsonMapper json = JsonMapper.builder().build();

    public MemoryDatabase(JavaMigration... javaMigrations) {
        dataSource.setURL("jdbc:h2:mem:larder-unit-" + NEXT.incrementAndGet() + "-" + System.nanoTime()
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1");
        dataSource.setUser("sa");
        Flyway.configure().dataSource(dataSource).locations("classpath:db/migration", "classpath:db/vendor/h2")
                .javaMigrations(javaMigrations).load().migrate();
        db = DSL.using(dataSource, SQLDialect.H2);
        jdbc = new JdbcTemplate(dataSource);
    }

    public DSLContext db() {
        return db;
    }

    public JdbcTemplate jdbc() {
        return jdbc;
    }

    public JsonMapper json() {
        return json;
    }

    public HotStatement.Renderer hot() {
        return new HotStatement.Renderer(jdbc);
    }

    public BulkInsert bulk() {
        return new BulkInsert(db, dataSource);
    }

    /** Drops the database. */
    public void close() {
        jdbc.execute("shutdown");
    }
}
