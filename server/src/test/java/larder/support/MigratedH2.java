package larder.support;

import javax.sql.DataSource;
import larder.platform.db.HotStatement;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;

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

    /** Hot statements on this database, their groups committed by a transaction manager of its own. */
    public static HotStatement.Renderer hot(DataSource h2) {
        return new HotStatement.Renderer(new JdbcTemplate(h2), DSL.using(SQLDialect.H2),
                new DataSourceTransactionManager(h2));
    }
}
