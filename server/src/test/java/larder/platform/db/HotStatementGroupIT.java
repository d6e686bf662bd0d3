package larder.platform.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.IntStream;
import larder.support.IntegrationTest;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Groups of hot statements on the application's own database: on PostgreSQL one multi-statement text, which must
 * still commit all of its statements or none.
 */
class HotStatementGroupIT extends IntegrationTest {

    private static final Table<?> FIRST = DSL.table(DSL.name("hot_group_first"));
    private static final Table<?> SECOND = DSL.table(DSL.name("hot_group_second"));
    private static final Field<String> ID = DSL.field(DSL.name("id"), SQLDataType.VARCHAR(20));
    private static final Field<Integer> N = DSL.field(DSL.name("n"), SQLDataType.INTEGER);

    @Autowired
    private HotStatement.Renderer hot;

    @Autowired
    private DSLContext db;

    @Autowired
    private JdbcTemplate jdbc;

    @Autowired
    private TransactionTemplate transaction;

    private HotStatement first;
    private HotStatement second;

    @BeforeEach
    void tables() {
        for (String table : List.of("hot_group_first", "hot_group_second")) {
            jdbc.execute("drop table if exists " + table);
            jdbc.execute("create table " + table + " (id varchar(20) primary key, n integer not null)");
        }
        first = hot.render(db.insertInto(FIRST, ID, N).values(DSL.param("id", ID), DSL.param("n", N)));
        second = hot.render(db.insertInto(SECOND, ID, N).values(DSL.param("id", ID), DSL.param("n", N)));
    }

    @AfterEach
    void dropTables() {
        jdbc.execute("drop table hot_group_first");
        jdbc.execute("drop table hot_group_second");
    }

    private static List<Integer> numbers(int count) {
        return IntStream.rangeClosed(1, count).boxed().toList();
    }

    private List<Integer> stored(String table) {
        return jdbc.queryForList("select n from " + table + " order by n", Integer.class);
    }

    @Test
    void aGroupOfManyRowsInTwoTablesCommitsThemAll() {
        hot.group().add(first, numbers(64), n -> first.with("id", "a" + n).with("n", n))
                .add(second, numbers(3), n -> second.with("id", "b" + n).with("n", n)).commit();

        assertThat(stored("hot_group_first")).isEqualTo(numbers(64));
        assertThat(stored("hot_group_second")).isEqualTo(numbers(3));
    }

    /** Any statement but a plain insert runs once per row: here an upsert, twice on one key. */
    @Test
    void aGroupRunsAnUpsertOncePerRowInOrder() {
        // Qualified, as H2 renders the upsert as a merge whose source has the same column names.
        Field<String> id = DSL.field(DSL.name("hot_group_second", "id"), SQLDataType.VARCHAR(20));
        Field<Integer> value = DSL.field(DSL.name("hot_group_second", "n"), SQLDataType.INTEGER);
        HotStatement upsert = hot.render(db.insertInto(SECOND, id, value)
                .values(DSL.param("id", id), DSL.param("n", value))
                .onConflict(id).doUpdate().set(value, DSL.param("n", value)));

        hot.group().add(first, numbers(2), n -> first.with("id", "a" + n).with("n", n))
                .add(upsert, List.of(1, 2, 3), k -> upsert.with("id", k == 3 ? "b1" : "b" + k).with("n", k * 10))
                .commit();

        assertThat(stored("hot_group_first")).isEqualTo(numbers(2));
        assertThat(jdbc.queryForList("select id || '=' || n from hot_group_second order by id", String.class))
                .containsExactly("b1=30", "b2=20");
    }

    @Test
    void aGroupWhoseLastStatementFailsLeavesNothingOfItsFirst() {
        second.with("id", "taken").with("n", 0).update();

        assertThatThrownBy(() -> hot.group().add(first, numbers(5), n -> first.with("id", "a" + n).with("n", n))
                .add(second, List.of(1, 2), n -> second.with("id", n == 2 ? "taken" : "b" + n).with("n", n))
                .commit()).isInstanceOf(DuplicateKeyException.class);

        assertThat(stored("hot_group_first")).isEmpty();
        assertThat(stored("hot_group_second")).containsExactly(0);
        // And the next group commits.
        hot.group().add(first, List.of(1), n -> first.with("id", "a" + n).with("n", n)).commit();
        assertThat(stored("hot_group_first")).containsExactly(1);
    }

    @Test
    void aGroupInATransactionAlreadyOpenCommitsOnlyWithIt() {
        transaction.executeWithoutResult(status -> {
            hot.group().add(first, numbers(2), n -> first.with("id", "a" + n).with("n", n))
                    .add(second, numbers(2), n -> second.with("id", "b" + n).with("n", n)).commit();
            status.setRollbackOnly();
        });

        assertThat(stored("hot_group_first")).isEmpty();
        assertThat(stored("hot_group_second")).isEmpty();
    }
}
