package larder.platform;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.jooq.Param;
import org.jooq.Query;
import org.jooq.conf.ParamType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowCallbackHandler;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.SqlParameter;
import org.springframework.jdbc.core.namedparam.EmptySqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterUtils;
import org.springframework.jdbc.core.namedparam.ParsedSql;
import org.springframework.stereotype.Component;

/**
 * A statement on a hot path, rendered by jOOQ once, at start-up, and run by JDBC with its values bound by name.
 *
 * <p>One way to the database, in every module's store:
 * <ol>
 * <li>jOOQ's DSL, executed, by default.</li>
 * <li>A statement that a busy kind of request runs every time may be rendered once instead of on every call: built
 * with the DSL and named parameters ({@code DSL.param("listId", LIST.ID)}), {@linkplain Renderer#render rendered}
 * into a {@code HotStatement} when the store is made, and run through it. Each value is bound by its name
 * ({@code .with("listId", id)}), so the call site says which value is which.</li>
 * <li>Many rows of one table go in through {@link BulkInsert}.</li>
 * </ol>
 */
public final class HotStatement {

    private final JdbcTemplate jdbc;
    private final String sql;
    /** The distinct names, each to its slot in a {@link Values}. */
    private final Map<String, Integer> slots;
    /** For each place in the SQL, the slot of its value. */
    private final int[] placeSlots;

    private HotStatement(JdbcTemplate jdbc, String sql, List<String> placeNames) {
        this.jdbc = jdbc;
        this.sql = sql;
        Map<String, Integer> slots = new HashMap<>();
        this.placeSlots = new int[placeNames.size()];
        for (int i = 0; i < placeNames.size(); i++) {
            Integer slot = slots.putIfAbsent(placeNames.get(i), slots.size());
            placeSlots[i] = slot == null ? slots.size() - 1 : slot;
        }
        this.slots = Map.copyOf(slots);
    }

    /** Renders statements once; stores take it in their constructor. */
    @Component
    public static class Renderer {

        private final JdbcTemplate jdbc;

        public Renderer(JdbcTemplate jdbc) {
            this.jdbc = jdbc;
        }

        /** Renders the query now, for good. Every value in it must be a named parameter. */
        public HotStatement render(Query query) {
            for (Param<?> param : query.getParams().values()) {
                if (!param.isInline() && (param.getParamName() == null || param.getParamName().isEmpty())) {
                    throw new IllegalArgumentException("Every value of a hot statement is a named parameter "
                            + "(DSL.param), to be bound by its name; this one is not: " + param);
                }
            }
            ParsedSql parsed = NamedParameterUtils.parseSqlStatement(query.getSQL(ParamType.NAMED));
            String sql = NamedParameterUtils.substituteNamedParameters(parsed, null);
            List<String> names = NamedParameterUtils.buildSqlParameterList(parsed, new EmptySqlParameterSource())
                    .stream().map(SqlParameter::getName).toList();
            return new HotStatement(jdbc, sql, names);
        }
    }

    /** Starts binding this statement's values: {@code statement.with("id", id).with("name", name).update()}. */
    public Values with(String name, Object value) {
        return new Values().with(name, value);
    }

    /** Runs the statement once per row, in one JDBC batch; {@code values} binds each row's values. */
    public <T> void batch(Collection<T> rows, Function<T, Values> values) {
        if (rows.isEmpty()) {
            return;
        }
        if (rows.size() == 1) {
            // A batch of one costs more in the driver than a plain update.
            jdbc.update(sql, values.apply(rows.iterator().next()).arguments(this));
            return;
        }
        List<Object[]> batch = new ArrayList<>(rows.size());
        for (T row : rows) {
            batch.add(values.apply(row).arguments(this));
        }
        jdbc.batchUpdate(sql, batch);
    }

    @Override
    public String toString() {
        return sql;
    }

    /** The values of one run of the statement, each bound by its name. */
    public final class Values {

        private final Object[] values = new Object[slots.size()];
        private final boolean[] bound = new boolean[slots.size()];

        private Values() {
        }

        /** Binds the parameter of this name; an Instant as {@linkplain Sql#timestamp the drivers take it}. */
        public Values with(String name, Object value) {
            Integer slot = slots.get(name);
            if (slot == null) {
                throw new IllegalArgumentException("The statement has no parameter :" + name + ": " + sql);
            }
            if (bound[slot]) {
                throw new IllegalArgumentException(":" + name + " is bound twice");
            }
            values[slot] = value instanceof Instant instant ? Sql.timestamp(instant) : value;
            bound[slot] = true;
            return this;
        }

        /** Runs an insert, update or delete; answers the rows it changed. */
        public int update() {
            return jdbc.update(sql, arguments(HotStatement.this));
        }

        /** Runs a query; answers a value per row. */
        public <T> List<T> query(RowMapper<T> row) {
            return jdbc.query(sql, row, arguments(HotStatement.this));
        }

        /** Runs a query and hands each row to {@code row}. */
        public void forEachRow(RowCallbackHandler row) {
            jdbc.query(sql, row, arguments(HotStatement.this));
        }

        /** The values in the order of their places in the SQL. */
        private Object[] arguments(HotStatement statement) {
            if (statement != HotStatement.this) {
                throw new IllegalArgumentException("These values were bound for another statement: " + sql);
            }
            for (int slot = 0; slot < bound.length; slot++) {
                if (!bound[slot]) {
                    throw new IllegalStateException(":" + nameOf(slot) + " is not bound: " + sql);
                }
            }
            Object[] arguments = new Object[placeSlots.length];
            for (int place = 0; place < placeSlots.length; place++) {
                arguments[place] = values[placeSlots[place]];
            }
            return arguments;
        }

        private String nameOf(int slot) {
            return slots.entrySet().stream().filter(e -> e.getValue() == slot).map(Map.Entry::getKey).findFirst()
                    .orElseThrow();
        }
    }
}
