package larder.platform.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import larder.support.MigratedH2;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

class HotStatementTest {

    private static final Table<?> SCALES = DSL.table(DSL.name("scales"));
    private static final Field<String> ID = DSL.field(DSL.name("scales", "id"), SQLDataType.VARCHAR(10));
    private static final Field<Double> SCALE = DSL.field(DSL.name("scales", "scale"), SQLDataType.DOUBLE);
    private static final Field<Instant> AT = DSL.field(DSL.name("scales", "at"), SQLDataType.INSTANT);

    private final DSLContext db = DSL.using(SQLDialect.H2);
    private JdbcDataSource dataSource;
    private JdbcTemplate jdbc;
    private HotStatement.Renderer hot;

    @BeforeEach
    void freshDatabase() {
        dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:hot" + System.nanoTime() + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1");
        jdbc = new JdbcTemplate(dataSource);
        jdbc.execute("create table scales (id varchar(10) primary key, scale double precision, "
                + "at timestamp with time zone)");
        hot = MigratedH2.hot(dataSource);
    }

    private HotStatement upsert() {
        return hot.render(db.insertInto(SCALES, ID, SCALE, AT)
                .values(DSL.param("id", ID), DSL.param("scale", SCALE), DSL.param("at", AT))
                .onConflict(ID).doUpdate().set(SCALE, SCALE.plus(DSL.param("scale", SCALE))));
    }

    @Test
    void bindsEachValueByNameAtEveryPlaceTheNameTakes() {
        HotStatement upsert = upsert();
        Instant at = Instant.parse("2025-03-01T10:15:30.123456Z");
        upsert.with("scale", 1.5).with("at", at).with("id", "a").update();
        upsert.with("id", "a").with("scale", 2.0).with("at", at).update();

        assertThat(jdbc.queryForObject("select scale from scales where id = 'a'", Double.class)).isEqualTo(3.5);
        assertThat(jdbc.queryForObject("select at from scales where id = 'a'", OffsetDateTime.class).toInstant())
                .isEqualTo(at);
    }

    @Test
    void runsABatchAndAQueryWithAnArrayOfIds() {
        HotStatement upsert = upsert();
        upsert.batch(List.of("a", "b", "c"), id -> upsert.with("id", id).with("scale", 1.0).with("at", null));
        HotStatement select = hot.render(db.select(ID).from(SCALES)
                .where(DSL.condition("{0} = any ({1})", ID, DSL.param("ids", SQLDataType.VARCHAR.array())))
                .orderBy(ID));

        assertThat(select.with("ids", new String[] {"c", "a", "x"}).query((rs, row) -> rs.getString(1)))
                .containsExactly("a", "c");
    }

    @Test
    void refusesAStatementWithAValueThatHasNoName() {
        assertThatThrownBy(() -> hot.render(db.insertInto(SCALES, ID, SCALE).values(DSL.param("id", ID),
                DSL.val(1.0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("named parameter");
    }

    @Test
    void refusesAnUnknownNameANameBoundTwiceAndANameLeftUnbound() {
        HotStatement upsert = upsert();

        assertThatThrownBy(() -> upsert.with("scael", 1.0)).hasMessageContaining("no parameter :scael");
        assertThatThrownBy(() -> upsert.with("id", "a").with("id", "b")).hasMessageContaining(":id is bound twice");
        assertThatThrownBy(() -> upsert.with("id", "a").with("scale", 1.0).update())
                .hasMessageContaining(":at is not bound");
        assertThatThrownBy(() -> upsert.with("at", null).with("scale", 1.0).update())
                .hasMessageContaining(":id is not bound");
        assertThat(jdbc.queryForObject("select count(*) from scales", Integer.class)).isZero();
    }

    @Test
    void refusesValuesBoundForAnotherStatementInABatch() {
        HotStatement upsert = upsert();
        HotStatement other = upsert();

        assertThatThrownBy(() -> upsert.batch(List.of("a"), id -> other.with("id", id).with("scale", 1.0)
                .with("at", null))).hasMessageContaining("another statement");
    }

    private HotStatement insert() {
        return hot.render(db.insertInto(SCALES, ID, SCALE, AT)
                .values(DSL.param("id", ID), DSL.param("scale", SCALE), DSL.param("at", AT)));
    }

    private static HotStatement.Values scale(HotStatement statement, String id) {
        return statement.with("id", id).with("scale", 1.0).with("at", null);
    }

    private List<String> ids() {
        return jdbc.queryForList("select id from scales order by id", String.class);
    }

    @Test
    void manyRowsOfAnInsertAreOneStatementAndOfAnyOtherStatementOneStatementEach() {
        assertThat(insert().sqlFor(1)).isEqualTo("insert into \"scales\" (\"id\", \"scale\", \"at\") values (?, ?, ?)");
        assertThat(insert().sqlFor(3)).isEqualTo("insert into \"scales\" (\"id\", \"scale\", \"at\") values "
                + "(?, ?, ?), (?, ?, ?), (?, ?, ?)");
        HotStatement upsert = upsert();
        assertThat(upsert.sqlFor(2)).isEqualTo(upsert + ";\n" + upsert);
        // PostgreSQL's upsert is an insert of one row with a clause after it.
        HotStatement postgresUpsert = hot.render(DSL.using(SQLDialect.POSTGRES).insertInto(SCALES, ID, SCALE, AT)
                .values(DSL.param("id", ID), DSL.param("scale", SCALE), DSL.param("at", AT))
                .onConflict(ID).doUpdate().set(SCALE, DSL.param("scale", SCALE)));
        assertThat(postgresUpsert.toString()).startsWith("insert into").contains("on conflict");
        assertThat(postgresUpsert.sqlFor(2)).isEqualTo(postgresUpsert + ";\n" + postgresUpsert);
    }

    @Test
    void aGroupCommitsTheStatementsOfEveryPartInTheOrderAdded() {
        HotStatement insert = insert();
        HotStatement upsert = upsert();

        hot.group().add(insert, List.of("a", "b"), id -> scale(insert, id))
                .add(upsert, List.of("a", "c"), id -> scale(upsert, id)).commit();

        assertThat(ids()).containsExactly("a", "b", "c");
        assertThat(jdbc.queryForObject("select scale from scales where id = 'a'", Double.class)).isEqualTo(2.0);
    }

    @Test
    void aGroupThatFailsInItsLastStatementLeavesNothingOfItsFirst() {
        HotStatement insert = insert();
        insert.with("id", "x").with("scale", 1.0).with("at", null).update();

        assertThatThrownBy(() -> hot.group().add(insert, List.of("a", "b"), id -> scale(insert, id))
                .add(insert, List.of("c", "x"), id -> scale(insert, id)).commit())
                .isInstanceOf(DuplicateKeyException.class);
        assertThat(ids()).containsExactly("x");
    }

    @Test
    void aGroupInATransactionAlreadyOpenIsPartOfIt() {
        HotStatement insert = insert();
        TransactionTemplate transaction = new TransactionTemplate(new DataSourceTransactionManager(dataSource));

        transaction.executeWithoutResult(status -> {
            hot.group().add(insert, List.of("a"), id -> scale(insert, id)).commit();
            status.setRollbackOnly();
        });

        assertThat(ids()).isEmpty();
    }

    @Test
    void aGroupRefusesAStatementOfAnotherDatabase() {
        JdbcDataSource other = new JdbcDataSource();
        other.setURL("jdbc:h2:mem:other" + System.nanoTime() + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE");
        HotStatement elsewhere = MigratedH2.hot(other).render(db.insertInto(SCALES, ID, SCALE, AT)
                .values(DSL.param("id", ID), DSL.param("scale", SCALE), DSL.param("at", AT)));

        assertThatThrownBy(() -> hot.group().add(elsewhere, List.of("a"), id -> scale(elsewhere, id)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another database");
    }
}
