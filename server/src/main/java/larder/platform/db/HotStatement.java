package larder.platform.db;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jooq.DSLContext;
import org.jooq.Insert;
import org.jooq.Param;
import org.jooq.Query;
import org.jooq.SQLDialect;
import org.jooq.conf.ParamType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowCallbackHandler;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.SqlParameter;
import org.springframework.jdbc.core.namedparam.EmptySqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterUtils;
import org.springframework.jdbc.core.namedparam.ParsedSql;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

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
 *
 * <p>Hot statements of several stores that must commit together go in one {@link Group}: on PostgreSQL it is one
 * round trip to the database instead of one per statement and one more for the commit.
 */
public final class HotStatement {

    /** A plain insert of one row of values: nothing after the row (no upsert), nothing in it but places. */
    private static final Pattern ONE_ROW_INSERT = Pattern.compile("(insert into .* values )(\\(\\?(?:, \\?)*\\))",
            Pattern.DOTALL);

    private final JdbcTemplate jdbc;
    private final String sql;
    /**
     * For an insert of one row ({@code insert into t (a, b) values (?, ?)}): the SQL up to its row, and its row,
     * so that one statement can insert many; otherwise null.
     */
    private final String insertHead;
    private final String insertRow;
    /** The distinct names, each to its slot in a {@link Values}. */
    private final Map<String, Integer> slots;
    /** For each place in the SQL, the slot of its value. */
    private final int[] placeSlots;

    private HotStatement(JdbcTemplate jdbc, String sql, List<String> placeNames, boolean insert) {
        this.jdbc = jdbc;
        this.sql = sql;
        Matcher oneRow = ONE_ROW_INSERT.matcher(sql);
        boolean many = insert && oneRow.matches();
        this.insertHead = many ? oneRow.group(1) : null;
        this.insertRow = many ? oneRow.group(2) : null;
        Map<String, Integer> slots = new HashMap<>();
        this.placeSlots = new int[placeNames.size()];
        for (int i = 0; i < placeNames.size(); i++) {
            Integer slot = slots.putIfAbsent(placeNames.get(i), slots.size());
            placeSlots[i] = slot == null ? slots.size() - 1 : slot;
        }
        this.slots = Map.copyOf(slots);
    }

    /** Renders statements once; stores take it in their constructor. Opens {@linkplain Group groups}. */
    @Component
    public static class Renderer {

        private final JdbcTemplate jdbc;
        private final boolean postgres;
        private final TransactionTemplate transaction;

        public Renderer(JdbcTemplate jdbc, DSLContext db, PlatformTransactionManager transactions) {
            this.jdbc = jdbc;
            this.postgres = db.dialect().family() == SQLDialect.POSTGRES;
            this.transaction = new TransactionTemplate(transactions);
        }

        /** A new, empty group of statements to commit together. */
        public Group group() {
            return new Group(jdbc, postgres, transaction);
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
            return new HotStatement(jdbc, sql, names, query instanceof Insert<?>);
        }
    }

    /** Starts binding this statement's values: {@code statement.with("id", id).with("name", name).update()}. */
    public Values with(String name, Object value) {
        return new Values().with(name, value);
    }

    /** Runs the statement once per row, in one JDBC batch; {@code values} binds each row's values. */
    public <T> void batch(Collection<T> rows, Function<T, Values> values) {
        run(arguments(rows, values));
    }

    private <T> List<Object[]> arguments(Collection<T> rows, Function<T, Values> values) {
        List<Object[]> arguments = new ArrayList<>(rows.size());
        for (T row : rows) {
            arguments.add(values.apply(row).arguments(this));
        }
        return arguments;
    }

    private void run(List<Object[]> rows) {
        if (rows.size() == 1) {
            // A batch of one costs more in the driver than a plain update.
            jdbc.update(sql, rows.getFirst());
        } else if (!rows.isEmpty()) {
            jdbc.batchUpdate(sql, rows);
        }
    }

    @Override
    public String toString() {
        return sql;
    }

    /** The SQL that runs this statement for this many rows: one multi-row insert, or the statement once per row. */
    String sqlFor(int rows) {
        if (rows == 1) {
            return sql;
        }
        StringBuilder out = new StringBuilder(sql.length() * (insertHead == null ? rows : 2));
        if (insertHead != null) {
            out.append(insertHead).append(insertRow);
            for (int i = 1; i < rows; i++) {
                out.append(", ").append(insertRow);
            }
            return out.toString();
        }
        out.append(sql);
        for (int i = 1; i < rows; i++) {
            out.append(";\n").append(sql);
        }
        return out.toString();
    }

    /**
     * Statements of several stores, each for its rows, committed together: a grant's user and its refresh token.
     * Each store adds its own statement ({@link #add}); whoever opened the group {@linkplain #commit commits} it.
     *
     * <p>On PostgreSQL the group goes as one multi-statement SQL text in one round trip: the driver sends each
     * statement and then one Sync, and PostgreSQL runs all of them as one implicit transaction, committed at the
     * Sync (or rolled back whole if one fails), when no transaction is open. So a group costs one round trip and
     * one WAL flush, where a transaction of two statements costs three round trips (its begin goes with the first
     * statement). Elsewhere (H2, in process) it is a transaction with a JDBC batch per statement. Within a
     * transaction already open, it joins that transaction on every database.
     */
    public static final class Group {

        private record Part(HotStatement statement, List<Object[]> rows) {
        }

        private final JdbcTemplate jdbc;
        private final boolean postgres;
        private final TransactionTemplate transaction;
        private final List<Part> parts = new ArrayList<>(2);

        private Group(JdbcTemplate jdbc, boolean postgres, TransactionTemplate transaction) {
            this.jdbc = jdbc;
            this.postgres = postgres;
            this.transaction = transaction;
        }

        /** Adds the statement, once per row; {@code values} binds each row's values. */
        public <T> Group add(HotStatement statement, Collection<T> rows, Function<T, Values> values) {
            if (statement.jdbc.getDataSource() != jdbc.getDataSource()) {
                throw new IllegalArgumentException("The statement was rendered for another database: " + statement);
            }
            List<Object[]> arguments = statement.arguments(rows, values);
            if (!arguments.isEmpty()) {
                parts.add(new Part(statement, arguments));
            }
            return this;
        }

        /** Runs every statement added, in the order added; all of them commit, or none. */
        public void commit() {
            if (parts.isEmpty()) {
                return;
            }
            if (!postgres) {
                transaction.executeWithoutResult(status -> parts.forEach(part -> part.statement().run(part.rows())));
                return;
            }
            StringBuilder sql = new StringBuilder();
            List<Object> arguments = new ArrayList<>();
            for (Part part : parts) {
                if (!sql.isEmpty()) {
                    sql.append(";\n");
                }
                sql.append(part.statement().sqlFor(part.rows().size()));
                for (Object[] row : part.rows()) {
                    Collections.addAll(arguments, row);
                }
            }
            jdbc.update(sql.toString(), arguments.toArray());
        }
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
