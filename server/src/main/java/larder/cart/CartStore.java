package larder.cart;

import static larder.cart.db.Tables.CART;
import static larder.cart.db.Tables.CART_LINE;
import static larder.cart.db.Tables.CART_RECIPE;
import static larder.cart.db.Tables.CART_SOURCE;
import static larder.cart.db.Tables.CHECKOUT;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import larder.cart.db.tables.records.CartRecord;
import larder.cart.db.tables.records.CheckoutRecord;
import larder.food.FoodLink;
import larder.food.Foods;
import larder.ingredient.Category;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import larder.item.ScaledRecipe;
import larder.platform.Gtin;
import larder.platform.PageRequest;
import larder.platform.db.BulkInsert;
import larder.platform.db.HotStatement;
import larder.platform.db.Sql;
import larder.platform.web.IfMatch;
import larder.retail.Match;
import larder.retail.Money;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Query;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Carts, their sources and lines, and checkouts. Sources and lines come and go by the dozen: they are written with
 * {@link BulkInsert}, and read with statements rendered once.
 */
@Repository
class CartStore {

    /** A line's columns, in the order {@link #line(ResultSet, int)} reads them. */
    private static final List<org.jooq.Field<?>> LINE_FIELDS = List.of(CART_LINE.ID, CART_LINE.NAME,
            CART_LINE.QUANTITY, CART_LINE.UNIT, CART_LINE.CATEGORY, CART_LINE.SKU, CART_LINE.PACKS, CART_LINE.STATUS,
            CART_LINE.MANUAL_PACKS, CART_LINE.SOURCE_IDS, CART_LINE.BOUGHT, CART_LINE.MATCH_BY,
            CART_LINE.MATCH_SCORE, CART_LINE.FOOD_ID, CART_LINE.GRAMS, CART_LINE.FOOD_VERSION);

    private final DSLContext db;
    private final JsonMapper json;
    private final BulkInsert bulk;
    private final HotStatement selectSources;
    private final HotStatement selectLines;
    private final HotStatement selectLinesOfCarts;
    private final HotStatement upsertRecipe;

    /** A cart takes up to hundreds of sources and lines in one request: they go in as one bulk insert each. */
    private static final List<Field<?>> SOURCE_COLUMNS = List.of(CART_SOURCE.CART_ID, CART_SOURCE.ID,
            CART_SOURCE.NAME, CART_SOURCE.QUANTITY, CART_SOURCE.QUANTITY_MAX, CART_SOURCE.UNIT, CART_SOURCE.COMMENT,
            CART_SOURCE.BRAND, CART_SOURCE.TEXT, CART_SOURCE.CATEGORY, CART_SOURCE.RECIPE_ID,
            CART_SOURCE.RECIPE_SCALE, CART_SOURCE.CREATED_AT, CART_SOURCE.GTIN);
    private static final List<Field<?>> LINE_COLUMNS = List.of(CART_LINE.CART_ID, CART_LINE.ID, CART_LINE.NAME,
            CART_LINE.QUANTITY, CART_LINE.UNIT, CART_LINE.CATEGORY, CART_LINE.SKU, CART_LINE.PACKS, CART_LINE.STATUS,
            CART_LINE.MANUAL_PACKS, CART_LINE.SOURCE_IDS, CART_LINE.BOUGHT, CART_LINE.MATCH_BY,
            CART_LINE.MATCH_SCORE, CART_LINE.FOOD_ID, CART_LINE.GRAMS, CART_LINE.FOOD_VERSION);

    private final Foods foods;

    CartStore(DSLContext db, HotStatement.Renderer hot, JsonMapper json, BulkInsert bulk, Foods foods) {
        this.db = db;
        this.foods = foods;
        this.json = json;
        this.bulk = bulk;
        this.selectSources = hot.render(db.select(CART_SOURCE.ID, CART_SOURCE.NAME, CART_SOURCE.QUANTITY,
                        CART_SOURCE.QUANTITY_MAX, CART_SOURCE.UNIT, CART_SOURCE.COMMENT, CART_SOURCE.BRAND,
                        CART_SOURCE.TEXT, CART_SOURCE.CATEGORY, CART_SOURCE.RECIPE_ID, CART_SOURCE.RECIPE_SCALE,
                        CART_SOURCE.CREATED_AT, CART_SOURCE.GTIN)
                .from(CART_SOURCE).where(CART_SOURCE.CART_ID.eq(DSL.param("cartId", CART_SOURCE.CART_ID)))
                .orderBy(CART_SOURCE.ID));
        this.selectLines = hot.render(db.select(LINE_FIELDS).from(CART_LINE)
                .where(CART_LINE.CART_ID.eq(DSL.param("cartId", CART_LINE.CART_ID))).orderBy(CART_LINE.ID));
        // A page of carts: the ids bound as one array, so that one rendering serves any number of them.
        this.selectLinesOfCarts = hot.render(db.select(CART_LINE.CART_ID).select(LINE_FIELDS).from(CART_LINE)
                .where(DSL.condition("{0} = any ({1})", CART_LINE.CART_ID,
                        DSL.param("cartIds", SQLDataType.VARCHAR.array())))
                .orderBy(CART_LINE.CART_ID, CART_LINE.ID));
        // A recipe added again has its scale increased.
        this.upsertRecipe = hot.render(db.insertInto(CART_RECIPE, CART_RECIPE.CART_ID, CART_RECIPE.RECIPE_ID,
                        CART_RECIPE.NAME, CART_RECIPE.SCALE)
                .values(DSL.param("cartId", CART_RECIPE.CART_ID), DSL.param("recipeId", CART_RECIPE.RECIPE_ID),
                        DSL.param("name", CART_RECIPE.NAME), DSL.param("scale", CART_RECIPE.SCALE))
                .onConflict(CART_RECIPE.CART_ID, CART_RECIPE.RECIPE_ID).doUpdate()
                .set(CART_RECIPE.SCALE, CART_RECIPE.SCALE.plus(DSL.param("scale", CART_RECIPE.SCALE))));
    }

    /** A new cart, whole. */
    /** A new cart; {@code listId}: the list it was built from, or null. */
    void insert(Cart cart, String listId) {
        String id = cart.header().id();
        insertCart(cart.header(), listId);
        insertSources(id, cart.sources());
        insertLines(id, cart.lines());
        addRecipes(id, cart.recipes());
    }

    /** What adding to the cart changed: the new sources and recipes, and its lines made again. */
    void add(String cartId, ItemsAdded added) {
        insertSources(cartId, added.sources());
        addRecipes(cartId, added.recipes());
        replaceLines(cartId, added.lines());
    }

    /** The list the cart was built from, if it was. */
    Optional<String> listOf(String cartId) {
        return db.select(CART.LIST_ID).from(CART).where(CART.ID.eq(cartId)).fetchOptional(CART.LIST_ID);
    }

    private void insertCart(CartHeader h, String listId) {
        db.insertInto(CART)
                .set(CART.ID, h.id())
                .set(CART.CLIENT_ID, h.clientId())
                .set(CART.USER_ID, h.userId())
                .set(CART.RETAILER_ID, h.retailerId())
                .set(CART.RETAILER_NAME, h.retailerName())
                .set(CART.CURRENCY, h.currency())
                .set(CART.STATUS, h.status().code())
                .set(CART.VERSION, h.version())
                .set(CART.CREATED_AT, h.createdAt())
                .set(CART.UPDATED_AT, h.updatedAt())
                .set(CART.LIST_ID, listId)
                .execute();
    }

    Optional<CartHeader> header(String id) {
        return db.selectFrom(CART).where(CART.ID.eq(id)).fetchOptional().map(CartStore::header);
    }

    /**
     * Moves an open cart's version on, in one statement that also takes its row lock, so that concurrent changes
     * queue and each sees the one before. Refused (0) when the cart is checked out, or when its version is not one
     * of the versions {@code ifMatch} accepts.
     */
    int bump(String id, Instant now, IfMatch ifMatch) {
        return db.update(CART)
                .set(CART.VERSION, CART.VERSION.plus(1))
                .set(CART.UPDATED_AT, now)
                .where(CART.ID.eq(id), CART.STATUS.eq(Cart.Status.OPEN.code()), versionIn(ifMatch))
                .execute();
    }

    int deleteCart(String id, IfMatch ifMatch) {
        return db.deleteFrom(CART).where(CART.ID.eq(id), versionIn(ifMatch)).execute();
    }

    private static Condition versionIn(IfMatch ifMatch) {
        Set<Long> versions = ifMatch.versions();
        if (versions == null) {
            return DSL.trueCondition();
        }
        return versions.isEmpty() ? DSL.falseCondition() : CART.VERSION.in(versions);
    }

    /** A user's carts (or, with no user, the app's own), in order of creation. */
    List<CartHeader> page(String clientId, String userId, PageRequest page) {
        Condition where = CART.CLIENT_ID.eq(clientId)
                .and(userId == null ? CART.USER_ID.isNull() : CART.USER_ID.eq(userId));
        if (page.after().isPresent()) {
            where = where.and(CART.ID.gt(page.after().get().key(0)));
        }
        return db.selectFrom(CART).where(where).orderBy(CART.ID).limit(page.fetchSize()).fetch(CartStore::header);
    }

    /** A cart and the user it belongs to. */
    record Owned(String id, String userId) {
    }

    /** The carts of these users, in id order. */
    List<Owned> cartsOf(Collection<String> userIds) {
        if (userIds.isEmpty()) {
            return List.of();
        }
        return db.select(CART.ID, CART.USER_ID).from(CART).where(CART.USER_ID.in(userIds)).orderBy(CART.ID)
                .fetch(r -> new Owned(r.value1(), r.value2()));
    }

    void insertSources(String cartId, List<CartSource> sources) {
        bulk.insert(CART_SOURCE, SOURCE_COLUMNS, sources, so -> {
            ItemFields f = so.fields();
            return new Object[] {cartId, so.id(), f.name(), f.quantity().amount(), f.quantity().max(),
                    f.unit() == null ? null : f.unit().code(), f.comment(), f.brand(), f.text(), f.category().code(),
                    f.recipeId(), f.recipeScale(), so.createdAt(), so.gtin() == null ? null : so.gtin().digits()};
        });
    }

    List<CartSource> sources(String cartId) {
        return selectSources.with("cartId", cartId).query((rs, row) -> new CartSource(rs.getString(1),
                new ItemFields(rs.getString(2), new Quantity(Sql.nullableDouble(rs, 3), Sql.nullableDouble(rs, 4)),
                        unit(rs.getString(5)), rs.getString(6), rs.getString(7), rs.getString(8),
                        Category.fromCode(rs.getString(9)).orElse(Category.OTHER), rs.getString(10),
                        Sql.nullableDouble(rs, 11)),
                rs.getObject(12, OffsetDateTime.class).toInstant(),
                rs.getString(13) == null ? null : new Gtin(rs.getString(13))));
    }

    void deleteSources(String cartId, Collection<String> ids) {
        if (!ids.isEmpty()) {
            db.deleteFrom(CART_SOURCE).where(CART_SOURCE.CART_ID.eq(cartId), CART_SOURCE.ID.in(ids)).execute();
        }
    }

    /** The cart's lines are derived from its sources: a change replaces them, under the cart's row lock. */
    void replaceLines(String cartId, List<CartLine> lines) {
        db.deleteFrom(CART_LINE).where(CART_LINE.CART_ID.eq(cartId)).execute();
        insertLines(cartId, lines);
    }

    /** Lines, each with its food link (derived here for a line made without one) and the table's version. */
    void insertLines(String cartId, List<CartLine> lines) {
        bulk.insert(CART_LINE, LINE_COLUMNS, lines.stream().map(l -> l.linked(foods)).toList(),
                l -> new Object[] {cartId, l.id(), l.name(), l.quantity(),
                l.unit() == null ? null : l.unit().code(), l.category().code(), l.sku(), l.packs(), l.status().code(),
                l.manualPacks(), String.join(",", l.sourceIds()),
                l.bought() == null ? null : json.writeValueAsString(l.bought()),
                l.match() == null ? null : l.match().by().code(), l.match() == null ? null : l.match().score(),
                l.food().foodId(), l.food().grams(), Foods.TABLE_VERSION});
    }

    void updateLine(String cartId, CartLine l) {
        db.update(CART_LINE)
                .set(CART_LINE.SKU, l.sku())
                .set(CART_LINE.PACKS, l.packs())
                .set(CART_LINE.STATUS, l.status().code())
                .set(CART_LINE.MANUAL_PACKS, l.manualPacks())
                .set(CART_LINE.MATCH_BY, l.match() == null ? null : l.match().by().code())
                .set(CART_LINE.MATCH_SCORE, l.match() == null ? null : l.match().score())
                .where(CART_LINE.CART_ID.eq(cartId), CART_LINE.ID.eq(l.id()))
                .execute();
    }

    /**
     * Closes a cart at checkout, under the row lock its version change took: its status, and what each line bought,
     * as it was bought, with its final status, in one batch.
     */
    void close(String cartId, List<CartLine> lines) {
        List<Query> statements = new ArrayList<>(lines.size() + 1);
        statements.add(db.update(CART).set(CART.STATUS, Cart.Status.CHECKED_OUT.code()).where(CART.ID.eq(cartId)));
        lines.forEach(l -> statements.add(db.update(CART_LINE)
                .set(CART_LINE.BOUGHT, l.bought() == null ? null : json.writeValueAsString(l.bought()))
                .set(CART_LINE.STATUS, l.status().code())
                .where(CART_LINE.CART_ID.eq(cartId), CART_LINE.ID.eq(l.id()))));
        db.batch(statements).execute();
    }

    void deleteLine(String cartId, String lineId) {
        db.deleteFrom(CART_LINE).where(CART_LINE.CART_ID.eq(cartId), CART_LINE.ID.eq(lineId)).execute();
    }

    List<CartLine> lines(String cartId) {
        return selectLines.with("cartId", cartId).query((rs, row) -> line(rs, 1));
    }

    Optional<CartLine> line(String cartId, String lineId) {
        return lines(cartId).stream().filter(l -> l.id().equals(lineId)).findFirst();
    }

    /** The lines of several carts at once, for a page of them. */
    Map<String, List<CartLine>> linesOf(Collection<String> cartIds) {
        if (cartIds.isEmpty()) {
            return Map.of();
        }
        Map<String, List<CartLine>> byCart = new HashMap<>();
        selectLinesOfCarts.with("cartIds", cartIds.toArray(String[]::new)).forEachRow(rs -> {
            byCart.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(line(rs, 2));
        });
        return byCart;
    }

    private CartLine line(ResultSet rs, int first) throws SQLException {
        int c = first;
        String sources = rs.getString(c + 9);
        String bought = rs.getString(c + 10);
        String name = rs.getString(c + 1);
        Double quantity = Sql.nullableDouble(rs, c + 2);
        Unit unit = unit(rs.getString(c + 3));
        // A line stored before links (food_version null), or under another table version, is linked again here.
        FoodLink food = foods.read(rs.getString(c + 13), Sql.nullableDouble(rs, c + 14),
                (Integer) rs.getObject(c + 15, Integer.class), quantity,
                () -> Foods.line(null, name, quantity, null, unit, null));
        return new CartLine(rs.getString(c), name, quantity,
                unit, Category.fromCode(rs.getString(c + 4)).orElse(Category.OTHER),
                rs.getString(c + 5), rs.getInt(c + 6), CartLine.Status.of(rs.getString(c + 7)), rs.getBoolean(c + 8),
                sources.isEmpty() ? List.of() : Arrays.asList(sources.split(",")),
                bought == null ? null : json.readValue(bought, Bought.class),
                rs.getString(c + 11) == null ? null
                        : new Match(Match.By.of(rs.getString(c + 11)), rs.getDouble(c + 12)), food);
    }

    void addRecipes(String cartId, List<ScaledRecipe> recipes) {
        upsertRecipe.batch(recipes, r -> upsertRecipe.with("cartId", cartId).with("recipeId", r.recipeId())
                .with("name", r.name()).with("scale", r.scale()));
    }

    List<ScaledRecipe> recipes(String cartId) {
        return db.selectFrom(CART_RECIPE).where(CART_RECIPE.CART_ID.eq(cartId)).orderBy(CART_RECIPE.RECIPE_ID)
                .fetch(r -> new ScaledRecipe(r.getRecipeId(), r.getName(), r.getScale()));
    }

    /** Recipes none of whose items is left in the cart. */
    void forgetRecipesWithoutSources(String cartId) {
        db.deleteFrom(CART_RECIPE).where(CART_RECIPE.CART_ID.eq(cartId), DSL.notExists(
                DSL.selectOne().from(CART_SOURCE).where(CART_SOURCE.CART_ID.eq(cartId),
                        CART_SOURCE.RECIPE_ID.eq(CART_RECIPE.RECIPE_ID)))).execute();
    }

    void insertCheckout(Checkout c) {
        db.insertInto(CHECKOUT)
                .set(CHECKOUT.ID, c.id())
                .set(CHECKOUT.CLIENT_ID, c.clientId())
                .set(CHECKOUT.USER_ID, c.userId())
                .set(CHECKOUT.CART_ID, c.cartId())
                .set(CHECKOUT.RETAILER_ID, c.retailerId())
                .set(CHECKOUT.STATUS, c.status())
                .set(CHECKOUT.ITEMS, json.writeValueAsString(c.items()))
                .set(CHECKOUT.UNMATCHED, json.writeValueAsString(c.unmatched()))
                .set(CHECKOUT.TOTAL_MINOR, c.total().amountMinor())
                .set(CHECKOUT.CURRENCY, c.total().currency())
                .set(CHECKOUT.CHECKOUT_URL, c.checkoutUrl())
                .set(CHECKOUT.CREATED_AT, c.createdAt())
                .execute();
    }

    Optional<Checkout> checkout(String id) {
        return db.selectFrom(CHECKOUT).where(CHECKOUT.ID.eq(id)).fetchOptional().map(this::checkout);
    }

    void deleteCheckoutsOf(Collection<String> userIds) {
        if (!userIds.isEmpty()) {
            db.deleteFrom(CHECKOUT).where(CHECKOUT.USER_ID.in(userIds)).execute();
        }
    }

    private Checkout checkout(CheckoutRecord r) {
        return new Checkout(r.getId(), r.getClientId(), r.getUserId(), r.getCartId(), r.getRetailerId(),
                r.getStatus(), json.readValue(r.getItems(), new TypeReference<List<Checkout.Item>>() { }),
                json.readValue(r.getUnmatched(), new TypeReference<List<Checkout.Unmatched>>() { }),
                new Money(r.getTotalMinor(), r.getCurrency()), r.getCheckoutUrl(), r.getCreatedAt());
    }

    private static CartHeader header(CartRecord r) {
        return new CartHeader(r.getId(), r.getClientId(), r.getUserId(), r.getRetailerId(), r.getRetailerName(),
                r.getCurrency(), Cart.Status.of(r.getStatus()), r.getVersion(), r.getCreatedAt(), r.getUpdatedAt());
    }

    private static Unit unit(String code) {
        return code == null ? null : Unit.fromCode(code).orElse(null);
    }


}
