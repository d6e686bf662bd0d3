package larder.list;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import larder.platform.Ids;
import larder.platform.db.Sql;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

/**
 * Moves every row of {@code list_item} into {@code list_item_pack} (V11), grouped the way new items are
 * ({@link ItemPack#group}). A Java migration because the packs' JSON is written by the code that reads it: neither
 * database builds that JSON in SQL the same way as the other. Flyway finds it as a Spring bean (Spring Boot hands
 * {@code JavaMigration} beans to Flyway); V13 then drops {@code list_item}.
 */
@Component
class V12__ListItemsIntoPacks extends BaseJavaMigration {

    private static final int BATCH = 500;

    @Override
    public void migrate(Context context) throws SQLException {
        Connection connection = context.getConnection();
        try (Statement select = connection.createStatement();
             PreparedStatement insert = connection.prepareStatement("insert into list_item_pack"
                     + " (list_id, id, recipe_id, recipe_scale, created_at, items) values (?, ?, ?, ?, ?, ?)")) {
            select.setFetchSize(1000);
            Batch batch = new Batch(insert);
            try (ResultSet rs = select.executeQuery("select list_id, id, name, quantity, quantity_max, unit, comment,"
                    + " brand, text, category, checked, recipe_id, recipe_scale, created_at, updated_at"
                    + " from list_item order by list_id, id")) {
                String listId = null;
                List<ListItem> items = new ArrayList<>();
                while (rs.next()) {
                    if (!rs.getString(1).equals(listId)) {
                        batch.add(listId, items);
                        listId = rs.getString(1);
                        items = new ArrayList<>();
                    }
                    items.add(item(rs));
                }
                batch.add(listId, items);
            }
            batch.flush();
        }
    }

    private static ListItem item(ResultSet rs) throws SQLException {
        String unit = rs.getString(6);
        // Rows from before items were held to one shape keep what fits of their range, as a change to them would.
        return new ListItem(rs.getString(2), new ItemFields(rs.getString(3),
                Quantity.fitting(Sql.nullableDouble(rs, 4), Sql.nullableDouble(rs, 5)),
                unit == null ? null : Unit.fromCode(unit).orElse(null), rs.getString(7), rs.getString(8),
                rs.getString(9), Category.fromCode(rs.getString(10)).orElse(Category.OTHER), rs.getString(12),
                Sql.nullableDouble(rs, 13)), rs.getBoolean(11), instant(rs, 14), instant(rs, 15));
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        return rs.getObject(column, OffsetDateTime.class).toInstant();
    }

    /** Pack rows, inserted a batch at a time. */
    private static final class Batch {

        private final PreparedStatement insert;
        private int rows;

        Batch(PreparedStatement insert) {
            this.insert = insert;
        }

        void add(String listId, List<ListItem> items) throws SQLException {
            for (List<ListItem> pack : ItemPack.group(items)) {
                ListItem first = pack.getFirst();
                insert.setString(1, listId);
                insert.setString(2, Ids.next("pck"));
                insert.setString(3, first.fields().recipeId());
                insert.setObject(4, first.fields().recipeScale(), Types.DOUBLE);
                insert.setObject(5, first.createdAt().atOffset(ZoneOffset.UTC));
                insert.setString(6, ItemPack.encode(pack));
                insert.addBatch();
                if (++rows % BATCH == 0) {
                    insert.executeBatch();
                }
            }
        }

        void flush() throws SQLException {
            if (rows % BATCH != 0) {
                insert.executeBatch();
            }
        }
    }
}
