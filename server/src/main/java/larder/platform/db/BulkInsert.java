package larder.platform.db;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.InsertValuesStepN;
import org.jooq.Record;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.postgresql.PGConnection;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator;
import org.springframework.jdbc.support.SQLExceptionTranslator;
import org.springframework.stereotype.Component;

/**
 * Inserts many rows into one table in the current transaction: hundreds of list or cart items in one request. On
 * PostgreSQL they go through {@code COPY … FROM STDIN}, which spends about half the database's work of a multi-row
 * {@code INSERT} (no expression per value) and a fraction of the driver's (no bind parameter per value); elsewhere
 * (H2) through one multi-row {@code INSERT} rendered by jOOQ.
 *
 * <p>Values are Java values of the columns' types: String, Double, Integer, Long, Boolean, Instant, LocalDate, or
 * null. This is the third of the ways to the database that {@link HotStatement} states.
 */
@Component
public class BulkInsert {

    private final DSLContext db;
    private final DataSource dataSource;
    private final SQLExceptionTranslator translator;
    private final boolean postgres;

    BulkInsert(DSLContext db, DataSource dataSource) {
        this.db = db;
        this.dataSource = dataSource;
        this.translator = new SQLErrorCodeSQLExceptionTranslator(dataSource);
        this.postgres = db.dialect().family() == SQLDialect.POSTGRES;
    }

    /** Inserts one row per element of {@code rows}, its values given by {@code values}, in column order. */
    public <T> void insert(Table<?> table, List<Field<?>> columns, List<T> rows, Function<T, Object[]> values) {
        if (rows.isEmpty()) {
            return;
        }
        if (postgres) {
            copy(table, columns, rows, values);
        } else {
            InsertValuesStepN<? extends Record> insert = db.insertInto(table, columns);
            for (T row : rows) {
                insert = insert.values(values.apply(row));
            }
            insert.execute();
        }
    }

    private <T> void copy(Table<?> table, List<Field<?>> columns, List<T> rows, Function<T, Object[]> values) {
        String sql = "COPY " + table.getName() + " ("
                + columns.stream().map(Field::getName).collect(Collectors.joining(", ")) + ") FROM STDIN";
        byte[] data = copyText(columns.size(), rows, values).getBytes(StandardCharsets.UTF_8);
        Connection connection = DataSourceUtils.getConnection(dataSource);
        try {
            connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql, new ByteArrayInputStream(data));
        } catch (SQLException e) {
            throw translator.translate("bulk insert into " + table.getName(), sql, e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            DataSourceUtils.releaseConnection(connection, dataSource);
        }
    }

    /** The rows in COPY's text format: tab-separated, {@code \N} for null, backslash escapes. */
    static <T> String copyText(int columns, List<T> rows, Function<T, Object[]> values) {
        StringBuilder out = new StringBuilder(rows.size() * 256);
        // Rows written together usually share their times: each distinct one is formatted once.
        Instant lastInstant = null;
        String lastInstantText = null;
        for (T row : rows) {
            Object[] rowValues = values.apply(row);
            if (rowValues.length != columns) {
                throw new IllegalArgumentException("expected " + columns + " values, got " + rowValues.length);
            }
            for (int i = 0; i < rowValues.length; i++) {
                if (i > 0) {
                    out.append('\t');
                }
                Object value = rowValues[i];
                if (value instanceof Instant instant) {
                    if (!instant.equals(lastInstant)) {
                        lastInstant = instant;
                        lastInstantText = instant.toString();
                    }
                    out.append(lastInstantText);
                } else {
                    appendValue(out, value);
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** Any value but an Instant, which {@link #copyText} formats itself. */
    private static void appendValue(StringBuilder out, Object value) {
        switch (value) {
            case null -> out.append("\\N");
            case String s -> appendEscaped(out, s);
            case Boolean b -> out.append(b ? 't' : 'f');
            case Double d -> out.append(d.doubleValue());
            case Integer n -> out.append(n.intValue());
            case Long n -> out.append(n.longValue());
            case LocalDate date -> out.append(date);
            default -> throw new IllegalArgumentException("no COPY text form for " + value.getClass());
        }
    }

    private static void appendEscaped(StringBuilder out, String s) {
        // String.indexOf is vectorised: four searches are quicker than looking at each character once.
        if (s.indexOf('\\') < 0 && s.indexOf('\t') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            out.append(s);
            return;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
    }
}
