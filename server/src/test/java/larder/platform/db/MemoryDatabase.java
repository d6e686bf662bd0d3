package larder.platform.db;

import java.util.List;
import larder.support.MigratedH2;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * An in-memory H2 database (PostgreSQL mode, as the embedded one) migrated by Flyway with the application's own SQL,
 * and the platform parts a module's store is made of: for unit tests of stores and of the services over them,
 * without Spring. Migrating takes most of a second, so a JVM migrates one database once and {@link #empty()} hands it
 * out emptied of every row: unit tests run one at a time in a JVM (and so do PIT's), so none sees another's rows.
 * The Java migration (V12, moving list rows into packs) is left out: on an empty database it moves nothing.
 */
public final class MemoryDatabase {

    private static MemoryDatabase shared;

    static {
        System.setProperty("org.jooq.no-logo", "true");
        System.setProperty("org.jooq.no-tips", "true");
    }

    private final JdbcDataSource dataSource = MigratedH2.create("larder-unit-");
    private final DSLContext db;
    private final JdbcTemplate jdbc;
    private final JsonMapper json = JsonMapper.builder().build();
    private final List<String> tables;

    private MemoryDatabase() {
        db = DSL.using(dataSource, SQLDialect.H2);
        jdbc = new JdbcTemplate(dataSource);
        tables = jdbc.queryForList("select table_name from information_schema.tables where table_schema = 'public'"
                + " and table_type = 'BASE TABLE' and table_name <> 'flyway_schema_history'", String.class);
    }

    /** The JVM's database, without a row in any table. */
    public static synchronized MemoryDatabase empty() {
        if (shared == null) {
            shared = new MemoryDatabase();
        }
        shared.truncate();
        return shared;
    }

    private void truncate() {
        jdbc.execute("set referential_integrity false");
        try {
            for (String table : tables) {
                jdbc.execute("truncate table \"" + table + "\" restart identity");
            }
        } finally {
            jdbc.execute("set referential_integrity true");
        }
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
        return MigratedH2.hot(dataSource);
    }

    public BulkInsert bulk() {
        return new BulkInsert(db, dataSource);
    }
}
