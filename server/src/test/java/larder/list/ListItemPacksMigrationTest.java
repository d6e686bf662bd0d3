package larder.list;

import static org.assertj.core.api.Assertions.assertThat;

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
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import larder.ingredient.Category;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import org.h2.jdbcx.JdbcDataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * V11 to V13 on an in-memory H2 that already holds list items (one row each, as V5 and V9 stored them): every item
 * reads back exactly, grouped into the packs new items would make, {@code list_item} is gone, and a number of packs
 * that fills its last batch exactly is written whole. ({@code ListItemPacksMigrationIT} does the same on PostgreSQL.)
 */
class ListItemPacksMigrationTest {

    private static final Instant ADDED = Instant.parse("2026-11-01T10:00:00.123456Z");
    private static final Instant CHECKED = Instant.parse("2026-11-02T08:30:00.000001Z");
    private static final Instant ADDED_AGAIN = Instant.parse("2026-11-03T12:00:00Z");

    @Test
    void itemsStoredOneRowEachMoveIntoPacksAndReadBackExactly() throws SQLException {
        JdbcDataSource db = h2();
        migrate(db, "11");
        List<ListItem> first = List.of(
                new ListItem("itm_01", new ItemFields("flour\twith a tab,\na line break, a \"quote\", a \\ and \\N",
                        Quantity.of(2.5), Unit.CUP, "sifted", "Brand ✓", "2 1/2 cups flour", Category.BAKING, null,
                        null), true, ADDED, CHECKED),
                new ListItem("itm_02", new ItemFields("salt", Quantity.NONE, null, null, null, "salt to taste",
                        Category.SPICES_SEASONINGS, null, null), false, ADDED, ADDED),
                new ListItem("itm_03", new ItemFields("garlic", new Quantity(2.0, 3.0), Unit.CLOVE, null, null,
                        "2-3 cloves garlic", Category.PRODUCE, "rcp_soup", 2.0), false, ADDED, ADDED),
                new ListItem("itm_04", new ItemFields("broth", Quantity.of(1.0), Unit.L, null, null, "1 l broth",
                        Category.PANTRY, "rcp_soup", 2.0), false, ADDED, ADDED),
                new ListItem("itm_05", new ItemFields("garlic", Quantity.of(1.0), Unit.CLOVE, null, null,
                        "1 clove garlic", Category.PRODUCE, "rcp_soup", 1.0), false, ADDED_AGAIN, ADDED_AGAIN));
        List<ListItem> second = List.of(new ListItem("itm_06", new ItemFields("apples", Quantity.of(3.0), null, null,
                null, "3 apples", Category.PRODUCE, null, null), false, ADDED, ADDED));
        try (Connection c = open(db)) {
            insertLegacy(c, "lst_first", first);
            insertLegacy(c, "lst_second", second);
        }

        migrate(db, null);

        try (Connection c = open(db)) {
            Map<String, List<ListItem>> items = new HashMap<>();
            Map<String, Integer> packs = new HashMap<>();
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select list_id, recipe_id, recipe_scale, created_at, items"
                         + " from list_item_pack")) {
                while (rs.next()) {
                    Double scale = rs.getObject(3) == null ? null : rs.getDouble(3);
                    items.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).addAll(ItemPack.decode(
                            rs.getString(5), rs.getString(2), scale,
                            rs.getObject(4, OffsetDateTime.class).toInstant()));
                    packs.merge(rs.getString(1), 1, Integer::sum);
                }
            }
            items.values().forEach(list -> list.sort(Comparator.comparing(ListItem::id)));
            assertThat(items).containsOnlyKeys("lst_first", "lst_second");
            assertThat(items.get("lst_first")).isEqualTo(first);
            assertThat(items.get("lst_second")).isEqualTo(second);
            // The plain items, the soup at scale 2, the soup added again later at scale 1; the second list's apples.
            assertThat(packs).isEqualTo(Map.of("lst_first", 3, "lst_second", 1));
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("select count(*) from information_schema.tables"
                         + " where table_name = 'list_item'")) {
                rs.next();
                assertThat(rs.getInt(1)).isZero();
            }
        }
    }

    @Test
    void packsThatFillTheirLastBatchExactlyAreAllWritten() throws SQLException {
        JdbcDataSource db = h2();
        migrate(db, "11");
        try (Connection c = open(db)) {
            for (int i = 0; i < 500; i++) {
                insertLegacy(c, "lst_" + i, List.of(new ListItem("itm_" + i, new ItemFields("apples",
                        Quantity.of(3.0), null, null, null, "3 apples", Category.PRODUCE, null, null), false, ADDED,
                        ADDED)));
            }
        }

        migrate(db, null);

        try (Connection c = open(db); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*), count(distinct list_id) from list_item_pack")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(500);
            assertThat(rs.getInt(2)).isEqualTo(500);
        }
    }

    private static JdbcDataSource h2() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:packs" + System.nanoTime()
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1");
        return h2;
    }

    private static void migrate(JdbcDataSource db, String target) {
        var flyway = Flyway.configure().dataSource(db).locations("classpath:db/migration", "classpath:db/vendor/h2")
                .javaMigrations(new V12__ListItemsIntoPacks());
        if (target != null) {
            flyway.target(target);
        }
        flyway.load().migrate();
    }

    private static Connection open(JdbcDataSource db) throws SQLException {
        return db.getConnection();
    }

    private static void insertLegacy(Connection c, String listId, List<ListItem> items) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("insert into list_item (id, list_id, name, quantity,"
                + " quantity_max, unit, comment, brand, text, category, checked, recipe_id, recipe_scale, created_at,"
                + " updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (ListItem i : items) {
                ItemFields f = i.fields();
                insert.setString(1, i.id());
                insert.setString(2, listId);
                insert.setString(3, f.name());
                insert.setObject(4, f.quantity().amount(), Types.DOUBLE);
                insert.setObject(5, f.quantity().max(), Types.DOUBLE);
                insert.setString(6, f.unit() == null ? null : f.unit().code());
                insert.setString(7, f.comment());
                insert.setString(8, f.brand());
                insert.setString(9, f.text());
                insert.setString(10, f.category().code());
                insert.setBoolean(11, i.checked());
                insert.setString(12, f.recipeId());
                insert.setObject(13, f.recipeScale(), Types.DOUBLE);
                insert.setObject(14, i.createdAt().atOffset(ZoneOffset.UTC));
                insert.setObject(15, i.updatedAt().atOffset(ZoneOffset.UTC));
                insert.executeUpdate();
            }
        }
    }
}
