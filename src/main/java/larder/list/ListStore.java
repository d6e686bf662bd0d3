package larder.list;

import static larder.list.db.Tables.LIST_ITEM;
import static larder.list.db.Tables.LIST_RECIPE;
import static larder.list.db.Tables.PRIMARY_LIST;
import static larder.list.db.Tables.SHOPPING_LIST;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.list.db.tables.records.ListItemRecord;
import larder.list.db.tables.records.ShoppingListRecord;
import larder.platform.BulkInsert;
import larder.platform.PageRequest;
import larder.platform.Sql;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.springframework.jdbc.core.BatchPreparedStatementSetter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
class ListStore {

    private final DSLContext db;
    private final JdbcTemplate jdbc;
    private final BulkInsert bulk;
    private final String selectItemsSql;
    private final String upsertRecipeSql;

    /** A list without its items. */
    record Header(String id, String clientId, String userId, String name, long version, int itemCount,
                  Instant createdAt, Instant updatedAt) {
    }

    /** A list can take hundreds of items in one request: they go in as one bulk insert. */
    private static final List<Field<?>> ITEM_COLUMNS = List.of(LIST_ITEM.ID, LIST_ITEM.LIST_ID, LIST_ITEM.NAME,
            LIST_ITEM.QUANTITY, LIST_ITEM.QUANTITY_MAX, LIST_ITEM.UNIT, LIST_ITEM.COMMENT, LIST_ITEM.BRAND,
            LIST_ITEM.TEXT, LIST_ITEM.CATEGORY, LIST_ITEM.CHECKED, LIST_ITEM.RECIPE_ID, LIST_ITEM.RECIPE_SCALE,
            LIST_ITEM.CREATED_AT, LIST_ITEM.UPDATED_AT);

    ListStore(DSLContext db, JdbcTemplate jdbc, BulkInsert bulk) {
        this.db = db;
        this.jdbc = jdbc;
        this.bulk = bulk;
        // Every answer about a list reads all its items (up to 1000): plain JDBC, mapped by hand.
        this.selectItemsSql = db.select(LIST_ITEM.ID, LIST_ITEM.NAME, LIST_ITEM.QUANTITY, LIST_ITEM.QUANTITY_MAX,
                        LIST_ITEM.UNIT, LIST_ITEM.COMMENT, LIST_ITEM.BRAND, LIST_ITEM.TEXT, LIST_ITEM.CATEGORY,
                        LIST_ITEM.CHECKED, LIST_ITEM.RECIPE_ID, LIST_ITEM.RECIPE_SCALE, LIST_ITEM.CREATED_AT,
                        LIST_ITEM.UPDATED_AT)
                .from(LIST_ITEM).where(LIST_ITEM.LIST_ID.eq((String) null)).orderBy(LIST_ITEM.ID).getSQL();
        // A recipe added again has its scale increased.
        this.upsertRecipeSql = db.insertInto(LIST_RECIPE, LIST_RECIPE.LIST_ID, LIST_RECIPE.RECIPE_ID,
                        LIST_RECIPE.NAME, LIST_RECIPE.SCALE, LIST_RECIPE.ADDED_AT)
                .values((String) null, null, null, null, null)
                .onConflict(LIST_RECIPE.LIST_ID, LIST_RECIPE.RECIPE_ID).doUpdate()
                .set(LIST_RECIPE.SCALE, LIST_RECIPE.SCALE.plus(DSL.val((Double) null)))
                .getSQL();
    }

    void insertList(Header h) {
        db.insertInto(SHOPPING_LIST)
                .set(SHOPPING_LIST.ID, h.id())
                .set(SHOPPING_LIST.CLIENT_ID, h.clientId())
                .set(SHOPPING_LIST.USER_ID, h.userId())
                .set(SHOPPING_LIST.NAME, h.name())
                .set(SHOPPING_LIST.VERSION, h.version())
                .set(SHOPPING_LIST.ITEM_COUNT, h.itemCount())
                .set(SHOPPING_LIST.CREATED_AT, h.createdAt())
                .set(SHOPPING_LIST.UPDATED_AT, h.updatedAt())
                .execute();
    }

    Optional<Header> header(String id) {
        return db.selectFrom(SHOPPING_LIST).where(SHOPPING_LIST.ID.eq(id)).fetchOptional().map(ListStore::header);
    }

    /** Makes this the user's primary list if it has none; exactly one of several concurrent callers wins. */
    boolean claimPrimary(String userId, String listId) {
        return Sql.insertIfAbsent(db.insertInto(PRIMARY_LIST).set(PRIMARY_LIST.USER_ID, userId)
                .set(PRIMARY_LIST.LIST_ID, listId).onConflictDoNothing()) == 1;
    }

    Optional<String> primaryOf(String userId) {
        return db.select(PRIMARY_LIST.LIST_ID).from(PRIMARY_LIST).where(PRIMARY_LIST.USER_ID.eq(userId))
                .fetchOptional(PRIMARY_LIST.LIST_ID);
    }

    void setPrimary(String userId, String listId) {
        db.insertInto(PRIMARY_LIST).set(PRIMARY_LIST.USER_ID, userId).set(PRIMARY_LIST.LIST_ID, listId)
                .onConflict(PRIMARY_LIST.USER_ID).doUpdate().set(PRIMARY_LIST.LIST_ID, listId).execute();
    }

    /** After the primary list is deleted: the user's newest remaining list takes its place. */
    void electPrimary(String userId) {
        db.select(SHOPPING_LIST.ID).from(SHOPPING_LIST).where(SHOPPING_LIST.USER_ID.eq(userId))
                .orderBy(SHOPPING_LIST.ID.desc()).limit(1).fetchOptional(SHOPPING_LIST.ID)
                .ifPresent(id -> claimPrimary(userId, id));
    }

    /**
     * Bumps the version and moves the item count, in one statement that also takes the list's row lock, so that
     * concurrent changes queue and none is lost. Refused (0) when the count would pass the bound, or when the
     * version is not one of {@code versions} (null: any version).
     */
    int bump(String id, int itemDelta, Instant now, Set<Long> versions) {
        Condition where = SHOPPING_LIST.ID.eq(id)
                .and(SHOPPING_LIST.ITEM_COUNT.plus(itemDelta).le(ShoppingList.MAX_ITEMS));
        if (versions != null) {
            where = where.and(versions.isEmpty() ? DSL.falseCondition() : SHOPPING_LIST.VERSION.in(versions));
        }
        return db.update(SHOPPING_LIST)
                .set(SHOPPING_LIST.VERSION, SHOPPING_LIST.VERSION.plus(1))
                .set(SHOPPING_LIST.ITEM_COUNT, SHOPPING_LIST.ITEM_COUNT.plus(itemDelta))
                .set(SHOPPING_LIST.UPDATED_AT, now)
                .where(where)
                .execute();
    }

    void rename(String id, String name) {
        db.update(SHOPPING_LIST).set(SHOPPING_LIST.NAME, name).where(SHOPPING_LIST.ID.eq(id)).execute();
    }

    void insertItems(String listId, List<ListItem> items) {
        bulk.insert(LIST_ITEM, ITEM_COLUMNS, items, i -> new Object[] {i.id(), listId, i.name(), i.quantity(),
                i.quantityMax(), i.unit() == null ? null : i.unit().code(), i.comment(), i.brand(), i.text(),
                i.category().code(), i.checked(), i.recipeId(), i.recipeScale(), i.createdAt(), i.updatedAt()});
    }

    /** Recipes added; one already on the list has its scale increased. */
    void addRecipes(String listId, List<ListRecipe> recipes, Instant now) {
        if (recipes.isEmpty()) {
            return;
        }
        jdbc.batchUpdate(upsertRecipeSql, new BatchPreparedStatementSetter() {
            @Override
            public void setValues(PreparedStatement ps, int row) throws SQLException {
                ListRecipe r = recipes.get(row);
                ps.setString(1, listId);
                ps.setString(2, r.recipeId());
                ps.setString(3, r.name());
                ps.setDouble(4, r.scale());
                ps.setObject(5, Sql.timestamp(now));
                ps.setDouble(6, r.scale());
            }

            @Override
            public int getBatchSize() {
                return recipes.size();
            }
        });
    }

    Optional<ListItem> item(String listId, String itemId) {
        return db.selectFrom(LIST_ITEM).where(LIST_ITEM.LIST_ID.eq(listId), LIST_ITEM.ID.eq(itemId)).fetchOptional()
                .map(ListStore::item);
    }

    void updateItem(String listId, ListItem i) {
        db.update(LIST_ITEM)
                .set(LIST_ITEM.NAME, i.name())
                .set(LIST_ITEM.QUANTITY, i.quantity())
                .set(LIST_ITEM.QUANTITY_MAX, i.quantityMax())
                .set(LIST_ITEM.UNIT, i.unit() == null ? null : i.unit().code())
                .set(LIST_ITEM.COMMENT, i.comment())
                .set(LIST_ITEM.BRAND, i.brand())
                .set(LIST_ITEM.CATEGORY, i.category().code())
                .set(LIST_ITEM.CHECKED, i.checked())
                .set(LIST_ITEM.UPDATED_AT, i.updatedAt())
                .where(LIST_ITEM.ID.eq(i.id()), LIST_ITEM.LIST_ID.eq(listId))
                .execute();
    }

    int deleteItem(String listId, String itemId) {
        return db.deleteFrom(LIST_ITEM).where(LIST_ITEM.ID.eq(itemId), LIST_ITEM.LIST_ID.eq(listId)).execute();
    }

    int deleteRecipeItems(String listId, String recipeId) {
        return db.deleteFrom(LIST_ITEM).where(LIST_ITEM.LIST_ID.eq(listId), LIST_ITEM.RECIPE_ID.eq(recipeId))
                .execute();
    }

    int deleteRecipe(String listId, String recipeId) {
        return db.deleteFrom(LIST_RECIPE).where(LIST_RECIPE.LIST_ID.eq(listId), LIST_RECIPE.RECIPE_ID.eq(recipeId))
                .execute();
    }

    List<ListItem> items(String listId) {
        return jdbc.query(selectItemsSql, (rs, row) -> new ListItem(
                rs.getString(1), rs.getString(2), Sql.nullableDouble(rs, 3), Sql.nullableDouble(rs, 4),
                rs.getString(5) == null ? null : Unit.fromCode(rs.getString(5)).orElse(null), rs.getString(6),
                rs.getString(7), rs.getString(8), Category.fromCode(rs.getString(9)).orElse(Category.OTHER),
                rs.getBoolean(10), rs.getString(11), Sql.nullableDouble(rs, 12),
                rs.getObject(13, java.time.OffsetDateTime.class).toInstant(),
                rs.getObject(14, java.time.OffsetDateTime.class).toInstant()), listId);
    }


    List<ListRecipe> recipes(String listId) {
        return db.selectFrom(LIST_RECIPE).where(LIST_RECIPE.LIST_ID.eq(listId))
                .orderBy(LIST_RECIPE.ADDED_AT, LIST_RECIPE.RECIPE_ID)
                .fetch(r -> new ListRecipe(r.getRecipeId(), r.getName(), r.getScale()));
    }

    /** A user's lists (or, with no user, the app's own), in order of creation. */
    List<Header> page(String clientId, String userId, PageRequest page) {
        Condition where = SHOPPING_LIST.CLIENT_ID.eq(clientId)
                .and(userId == null ? SHOPPING_LIST.USER_ID.isNull() : SHOPPING_LIST.USER_ID.eq(userId));
        if (page.after().isPresent()) {
            where = where.and(SHOPPING_LIST.ID.gt(page.after().get().key(0)));
        }
        return db.selectFrom(SHOPPING_LIST).where(where).orderBy(SHOPPING_LIST.ID).limit(page.fetchSize())
                .fetch(ListStore::header);
    }

    /**
     * Deletes the list (when its version is one of {@code versions}; null: any) and then its items and recipes,
     * which have no foreign key to cascade from it: the list's row lock, taken first, keeps a concurrent add from
     * writing items after them.
     */
    int deleteList(String id, Set<Long> versions) {
        Condition where = SHOPPING_LIST.ID.eq(id);
        if (versions != null) {
            where = where.and(versions.isEmpty() ? DSL.falseCondition() : SHOPPING_LIST.VERSION.in(versions));
        }
        int deleted = db.deleteFrom(SHOPPING_LIST).where(where).execute();
        if (deleted > 0) {
            db.deleteFrom(LIST_ITEM).where(LIST_ITEM.LIST_ID.eq(id)).execute();
            db.deleteFrom(LIST_RECIPE).where(LIST_RECIPE.LIST_ID.eq(id)).execute();
        }
        return deleted;
    }

    List<String> listsOf(String userId) {
        return db.select(SHOPPING_LIST.ID).from(SHOPPING_LIST).where(SHOPPING_LIST.USER_ID.eq(userId))
                .fetch(SHOPPING_LIST.ID);
    }

    private static Header header(ShoppingListRecord r) {
        return new Header(r.getId(), r.getClientId(), r.getUserId(), r.getName(), r.getVersion(), r.getItemCount(),
                r.getCreatedAt(), r.getUpdatedAt());
    }

    private static ListItem item(ListItemRecord r) {
        return new ListItem(r.getId(), r.getName(), r.getQuantity(), r.getQuantityMax(),
                r.getUnit() == null ? null : Unit.fromCode(r.getUnit()).orElse(null), r.getComment(), r.getBrand(),
                r.getText(), Category.fromCode(r.getCategory()).orElse(Category.OTHER), r.getChecked(),
                r.getRecipeId(), r.getRecipeScale(), r.getCreatedAt(), r.getUpdatedAt());
    }
}
