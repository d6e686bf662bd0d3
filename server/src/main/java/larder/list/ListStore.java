package larder.list;

import static larder.list.db.Tables.LIST_CHANGE;
import static larder.list.db.Tables.LIST_INVITE;
import static larder.list.db.Tables.LIST_ITEM_PACK;
import static larder.list.db.Tables.LIST_MEMBER;
import static larder.list.db.Tables.LIST_RECIPE;
import static larder.list.db.Tables.PRIMARY_LIST;
import static larder.list.db.Tables.SHOPPING_LIST;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import larder.food.Foods;
import larder.item.ScaledRecipe;
import larder.list.db.tables.records.ShoppingListRecord;
import larder.platform.Ids;
import larder.platform.PageRequest;
import larder.platform.db.BulkInsert;
import larder.platform.db.HotStatement;
import larder.platform.db.Sql;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

@Repository
class ListStore {

    private final DSLContext db;
    private final BulkInsert bulk;
    private final HotStatement selectPacks;
    private final HotStatement upsertRecipe;
    private final HotStatement insertList;
    private final HotStatement claimPrimary;
    private final HotStatement insertChange;
    private final HotStatement primaryOf;
    private final HotStatement selectRecipes;
    private final JsonMapper json;

    /** How many changes of each list are kept (docs/api.md §7.1). */
    static final int KEPT_CHANGES = 1000;

    /** A member of a shared list besides its owner. */
    record Member(String userId, Instant joinedAt) {
    }

    /** A stored invite code's list, app and expiry. */
    record Invite(String listId, String clientId, Instant expiresAt) {
    }

    /** An item and the pack it is stored in, with that pack's items. */
    record PackedItem(String packId, List<ListItem> pack, ListItem item) {
    }

    private static final List<Field<?>> PACK_COLUMNS = List.of(LIST_ITEM_PACK.LIST_ID, LIST_ITEM_PACK.ID,
            LIST_ITEM_PACK.RECIPE_ID, LIST_ITEM_PACK.RECIPE_SCALE, LIST_ITEM_PACK.CREATED_AT, LIST_ITEM_PACK.ITEMS);

    private static final List<Field<?>> SOURCED_PACK_COLUMNS = List.of(LIST_ITEM_PACK.LIST_ID, LIST_ITEM_PACK.ID,
            LIST_ITEM_PACK.RECIPE_ID, LIST_ITEM_PACK.RECIPE_SCALE, LIST_ITEM_PACK.CREATED_AT, LIST_ITEM_PACK.ITEMS,
            LIST_ITEM_PACK.SOURCE);

    /** A pack that a source (a meal plan's shopping for a range) put on the list, with its items. */
    record SourcedPack(String packId, String recipeId, Double recipeScale, Instant createdAt, List<ListItem> items) {
    }

    private static final List<Field<?>> RECIPE_COLUMNS = List.of(LIST_RECIPE.LIST_ID, LIST_RECIPE.RECIPE_ID,
            LIST_RECIPE.NAME, LIST_RECIPE.SCALE, LIST_RECIPE.ADDED_AT);

    private final Foods foods;

    ListStore(DSLContext db, HotStatement.Renderer hot, BulkInsert bulk, JsonMapper json, Foods foods) {
        this.db = db;
        this.foods = foods;
        this.bulk = bulk;
        this.json = json;
        // Every change of a list writes one.
        this.insertChange = hot.render(db.insertInto(LIST_CHANGE, LIST_CHANGE.LIST_ID, LIST_CHANGE.VERSION,
                        LIST_CHANGE.CHANGE)
                .values(DSL.param("listId", LIST_CHANGE.LIST_ID), DSL.param("version", LIST_CHANGE.VERSION),
                        DSL.param("change", LIST_CHANGE.CHANGE)));
        // Every answer about a list reads all its items (up to 1000): mapped by hand.
        this.selectPacks = hot.render(db.select(LIST_ITEM_PACK.RECIPE_ID, LIST_ITEM_PACK.RECIPE_SCALE,
                        LIST_ITEM_PACK.CREATED_AT, LIST_ITEM_PACK.ITEMS)
                .from(LIST_ITEM_PACK).where(LIST_ITEM_PACK.LIST_ID.eq(DSL.param("listId", LIST_ITEM_PACK.LIST_ID))));
        // A recipe added again has its scale increased.
        this.upsertRecipe = hot.render(db.insertInto(LIST_RECIPE, LIST_RECIPE.LIST_ID, LIST_RECIPE.RECIPE_ID,
                        LIST_RECIPE.NAME, LIST_RECIPE.SCALE, LIST_RECIPE.ADDED_AT)
                .values(DSL.param("listId", LIST_RECIPE.LIST_ID), DSL.param("recipeId", LIST_RECIPE.RECIPE_ID),
                        DSL.param("name", LIST_RECIPE.NAME), DSL.param("scale", LIST_RECIPE.SCALE),
                        DSL.param("addedAt", LIST_RECIPE.ADDED_AT))
                .onConflict(LIST_RECIPE.LIST_ID, LIST_RECIPE.RECIPE_ID).doUpdate()
                .set(LIST_RECIPE.SCALE, LIST_RECIPE.SCALE.plus(DSL.param("scale", LIST_RECIPE.SCALE))));
        // A list's creation runs these two on every request.
        this.insertList = hot.render(db.insertInto(SHOPPING_LIST, SHOPPING_LIST.ID, SHOPPING_LIST.CLIENT_ID,
                        SHOPPING_LIST.USER_ID, SHOPPING_LIST.NAME, SHOPPING_LIST.VERSION, SHOPPING_LIST.ITEM_COUNT,
                        SHOPPING_LIST.CREATED_AT, SHOPPING_LIST.UPDATED_AT)
                .values(DSL.param("id", SHOPPING_LIST.ID), DSL.param("clientId", SHOPPING_LIST.CLIENT_ID),
                        DSL.param("userId", SHOPPING_LIST.USER_ID), DSL.param("name", SHOPPING_LIST.NAME),
                        DSL.param("version", SHOPPING_LIST.VERSION), DSL.param("itemCount", SHOPPING_LIST.ITEM_COUNT),
                        DSL.param("createdAt", SHOPPING_LIST.CREATED_AT),
                        DSL.param("updatedAt", SHOPPING_LIST.UPDATED_AT)));
        this.claimPrimary = hot.render(db.insertInto(PRIMARY_LIST, PRIMARY_LIST.USER_ID, PRIMARY_LIST.LIST_ID)
                .values(DSL.param("userId", PRIMARY_LIST.USER_ID), DSL.param("listId", PRIMARY_LIST.LIST_ID))
                .onConflictDoNothing());
        // Every answer about a list reads these two (whether it is the user's primary list, and its recipes).
        this.primaryOf = hot.render(db.select(PRIMARY_LIST.LIST_ID).from(PRIMARY_LIST)
                .where(PRIMARY_LIST.USER_ID.eq(DSL.param("userId", PRIMARY_LIST.USER_ID))));
        this.selectRecipes = hot.render(db.select(LIST_RECIPE.RECIPE_ID, LIST_RECIPE.NAME, LIST_RECIPE.SCALE)
                .from(LIST_RECIPE).where(LIST_RECIPE.LIST_ID.eq(DSL.param("listId", LIST_RECIPE.LIST_ID)))
                .orderBy(LIST_RECIPE.ADDED_AT, LIST_RECIPE.RECIPE_ID));
    }

    void insertList(ListHeader h) {
        insertList.with("id", h.id()).with("clientId", h.clientId()).with("userId", h.userId())
                .with("name", h.name()).with("version", h.version()).with("itemCount", h.itemCount())
                .with("createdAt", h.createdAt()).with("updatedAt", h.updatedAt()).update();
    }

    Optional<ListHeader> header(String id) {
        return db.selectFrom(SHOPPING_LIST).where(SHOPPING_LIST.ID.eq(id)).fetchOptional().map(ListStore::header);
    }

    /**
     * The list, with its row locked until the transaction ends: every change of a list takes this lock first, so
     * changes of one list queue and a pack read afterwards stays as read until the change writes it.
     */
    Optional<ListHeader> lockedHeader(String id) {
        return db.selectFrom(SHOPPING_LIST).where(SHOPPING_LIST.ID.eq(id)).forUpdate().fetchOptional()
                .map(ListStore::header);
    }

    /** Makes this the user's primary list if it has none; exactly one of several concurrent callers wins. */
    boolean claimPrimary(String userId, String listId) {
        return Sql.insertIfAbsent(() -> claimPrimary.with("userId", userId).with("listId", listId).update()) == 1;
    }

    Optional<String> primaryOf(String userId) {
        return primaryOf.with("userId", userId).query((rs, row) -> rs.getString(1)).stream().findFirst();
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
     * Writes what a change moved (name, version, item count, time) in one statement. The change holds the row's lock
     * ({@link #lockedHeader}) and decided on the row as it read it, so concurrent changes queue and none is lost.
     */
    void update(ListHeader list) {
        db.update(SHOPPING_LIST)
                .set(SHOPPING_LIST.NAME, list.name())
                .set(SHOPPING_LIST.VERSION, list.version())
                .set(SHOPPING_LIST.ITEM_COUNT, list.itemCount())
                .set(SHOPPING_LIST.UPDATED_AT, list.updatedAt())
                .where(SHOPPING_LIST.ID.eq(list.id()))
                .execute();
    }

    /** Stores items in packs (V11): a request's plain items in one, and each of its recipes' in another. */
    void insertItems(String listId, List<ListItem> items) {
        bulk.insert(LIST_ITEM_PACK, PACK_COLUMNS, List.copyOf(ItemPack.group(items)), pack -> {
            ListItem first = pack.getFirst();
            return new Object[] {listId, Ids.next("pck"), first.fields().recipeId(), first.fields().recipeScale(), first.createdAt(),
                    ItemPack.encode(pack)};
        });
    }

    /** The recipes of a new list: none can be on it yet, so they go in as one bulk insert. */
    void insertRecipes(String listId, List<ScaledRecipe> recipes, Instant now) {
        bulk.insert(LIST_RECIPE, RECIPE_COLUMNS, recipes,
                r -> new Object[] {listId, r.recipeId(), r.name(), r.scale(), now});
    }

    /** Recipes added; one already on the list has its scale increased. */
    void addRecipes(String listId, List<ScaledRecipe> recipes, Instant now) {
        upsertRecipe.batch(recipes, r -> upsertRecipe.with("listId", listId).with("recipeId", r.recipeId())
                .with("name", r.name()).with("scale", r.scale()).with("addedAt", now));
    }

    /** The packs {@code source} put on the list, by pack id; callers hold the list's row lock. */
    List<SourcedPack> sourced(String listId, String source) {
        return db.select(LIST_ITEM_PACK.ID, LIST_ITEM_PACK.RECIPE_ID, LIST_ITEM_PACK.RECIPE_SCALE,
                        LIST_ITEM_PACK.CREATED_AT, LIST_ITEM_PACK.ITEMS)
                .from(LIST_ITEM_PACK).where(LIST_ITEM_PACK.LIST_ID.eq(listId), LIST_ITEM_PACK.SOURCE.eq(source))
                .orderBy(LIST_ITEM_PACK.ID)
                .fetch(r -> new SourcedPack(r.value1(), r.value2(), r.value3(), r.value4(),
                        ItemPack.decode(r.value5(), r.value2(), r.value3(), r.value4())));
    }

    /** Stores a source's packs, one per recipe, marked with the source so that the next convergence finds them. */
    void insertSourced(String listId, String source, List<Convergence.Pack> packs) {
        bulk.insert(LIST_ITEM_PACK, SOURCED_PACK_COLUMNS, packs, pack -> new Object[] {listId, Ids.next("pck"),
                pack.recipeId(), pack.scale(), pack.createdAt(), ItemPack.encode(pack.items()), source});
    }

    void deletePacks(String listId, Collection<String> packIds) {
        if (!packIds.isEmpty()) {
            db.deleteFrom(LIST_ITEM_PACK).where(LIST_ITEM_PACK.LIST_ID.eq(listId), LIST_ITEM_PACK.ID.in(packIds))
                    .execute();
        }
    }

    /**
     * The item and the pack that holds it. Callers hold the list's row lock ({@link #lockedHeader}), so the pack
     * cannot change between this read and their write.
     */
    Optional<PackedItem> item(String listId, String itemId) {
        // A cheap filter first (the quoted id appears in the pack's JSON), then the exact answer from the items.
        String quoted = "\"" + itemId + "\"";
        for (var pack : db.select(LIST_ITEM_PACK.ID, LIST_ITEM_PACK.RECIPE_ID, LIST_ITEM_PACK.RECIPE_SCALE,
                        LIST_ITEM_PACK.CREATED_AT, LIST_ITEM_PACK.ITEMS)
                .from(LIST_ITEM_PACK)
                .where(LIST_ITEM_PACK.LIST_ID.eq(listId), DSL.position(LIST_ITEM_PACK.ITEMS, quoted).gt(0))
                .fetch()) {
            List<ListItem> items = ItemPack.decode(pack.value5(), pack.value2(), pack.value3(), pack.value4(), foods);
            for (ListItem item : items) {
                if (item.id().equals(itemId)) {
                    return Optional.of(new PackedItem(pack.value1(), items, item));
                }
            }
        }
        return Optional.empty();
    }

    /** Every pack of the list with its items, by pack id; callers hold the list's row lock, as for {@link #item}. */
    Map<String, List<ListItem>> packs(String listId) {
        Map<String, List<ListItem>> packs = new LinkedHashMap<>();
        for (var pack : db.select(LIST_ITEM_PACK.ID, LIST_ITEM_PACK.RECIPE_ID, LIST_ITEM_PACK.RECIPE_SCALE,
                        LIST_ITEM_PACK.CREATED_AT, LIST_ITEM_PACK.ITEMS)
                .from(LIST_ITEM_PACK).where(LIST_ITEM_PACK.LIST_ID.eq(listId)).orderBy(LIST_ITEM_PACK.ID).fetch()) {
            packs.put(pack.value1(), ItemPack.decode(pack.value5(), pack.value2(), pack.value3(), pack.value4(), foods));
        }
        return packs;
    }

    /** Writes packs whose items changed (none removed), by pack id. */
    void updatePacks(String listId, Map<String, List<ListItem>> packs) {
        packs.forEach((packId, items) -> writePack(listId, packId, items));
    }

    void updateItem(String listId, PackedItem found, ListItem changed) {
        writePack(listId, found.packId(), ItemPack.replace(found.pack(), changed));
    }

    void deleteItem(String listId, PackedItem found) {
        writePack(listId, found.packId(), ItemPack.without(found.pack(), found.item().id()));
    }

    private void writePack(String listId, String packId, List<ListItem> items) {
        Condition pack = LIST_ITEM_PACK.LIST_ID.eq(listId).and(LIST_ITEM_PACK.ID.eq(packId));
        if (items.isEmpty()) {
            db.deleteFrom(LIST_ITEM_PACK).where(pack).execute();
        } else {
            db.update(LIST_ITEM_PACK).set(LIST_ITEM_PACK.ITEMS, ItemPack.encode(items)).where(pack).execute();
        }
    }

    /** Deletes the items a recipe added; answers them. */
    List<ListItem> deleteRecipeItems(String listId, String recipeId) {
        Condition packs = LIST_ITEM_PACK.LIST_ID.eq(listId).and(LIST_ITEM_PACK.RECIPE_ID.eq(recipeId));
        List<ListItem> items = new ArrayList<>();
        for (var pack : db.select(LIST_ITEM_PACK.RECIPE_SCALE, LIST_ITEM_PACK.CREATED_AT, LIST_ITEM_PACK.ITEMS)
                .from(LIST_ITEM_PACK).where(packs).fetch()) {
            items.addAll(ItemPack.decode(pack.value3(), recipeId, pack.value1(), pack.value2(), foods));
        }
        if (!items.isEmpty()) {
            db.deleteFrom(LIST_ITEM_PACK).where(packs).execute();
        }
        return items;
    }

    Optional<ScaledRecipe> recipe(String listId, String recipeId) {
        return db.selectFrom(LIST_RECIPE).where(LIST_RECIPE.LIST_ID.eq(listId), LIST_RECIPE.RECIPE_ID.eq(recipeId))
                .fetchOptional(r -> new ScaledRecipe(r.getRecipeId(), r.getName(), r.getScale()));
    }

    int deleteRecipe(String listId, String recipeId) {
        return db.deleteFrom(LIST_RECIPE).where(LIST_RECIPE.LIST_ID.eq(listId), LIST_RECIPE.RECIPE_ID.eq(recipeId))
                .execute();
    }

    /** Every item of the list, in the order they were added (by id). */
    List<ListItem> items(String listId) {
        List<ListItem> items = new ArrayList<>();
        selectPacks.with("listId", listId).forEachRow(rs -> {
            items.addAll(ItemPack.decode(rs.getString(4), rs.getString(1), Sql.nullableDouble(rs, 2),
                    rs.getObject(3, OffsetDateTime.class).toInstant(), foods));
        });
        items.sort(Comparator.comparing(ListItem::id));
        return items;
    }

    List<ScaledRecipe> recipes(String listId) {
        return selectRecipes.with("listId", listId).query((rs, row) -> new ScaledRecipe(rs.getString(1),
                rs.getString(2), rs.getDouble(3)));
    }

    /**
     * A user's lists, its own and those shared with it (or, with no user, the app's own), in order of creation.
     */
    List<ListHeader> page(String clientId, String userId, PageRequest page) {
        Condition where = SHOPPING_LIST.CLIENT_ID.eq(clientId)
                .and(userId == null ? SHOPPING_LIST.USER_ID.isNull() : SHOPPING_LIST.USER_ID.eq(userId)
                        .or(SHOPPING_LIST.ID.in(DSL.select(LIST_MEMBER.LIST_ID).from(LIST_MEMBER)
                                .where(LIST_MEMBER.USER_ID.eq(userId)))));
        if (page.after().isPresent()) {
            where = where.and(SHOPPING_LIST.ID.gt(page.after().get().key(0)));
        }
        return db.selectFrom(SHOPPING_LIST).where(where).orderBy(SHOPPING_LIST.ID).limit(page.fetchSize())
                .fetch(ListStore::header);
    }

    /** The users the list is shared with, besides its owner. */
    Set<String> memberIds(String listId) {
        return new HashSet<>(db.select(LIST_MEMBER.USER_ID).from(LIST_MEMBER).where(LIST_MEMBER.LIST_ID.eq(listId))
                .fetch(LIST_MEMBER.USER_ID));
    }

    /** The list's members besides its owner, in the order they joined. */
    List<Member> members(String listId) {
        return db.select(LIST_MEMBER.USER_ID, LIST_MEMBER.JOINED_AT).from(LIST_MEMBER)
                .where(LIST_MEMBER.LIST_ID.eq(listId)).orderBy(LIST_MEMBER.JOINED_AT, LIST_MEMBER.USER_ID)
                .fetch(r -> new Member(r.value1(), r.value2()));
    }

    void addMember(String listId, String userId, Instant now) {
        db.insertInto(LIST_MEMBER).set(LIST_MEMBER.LIST_ID, listId).set(LIST_MEMBER.USER_ID, userId)
                .set(LIST_MEMBER.JOINED_AT, now).execute();
    }

    int removeMember(String listId, String userId) {
        return db.deleteFrom(LIST_MEMBER).where(LIST_MEMBER.LIST_ID.eq(listId), LIST_MEMBER.USER_ID.eq(userId))
                .execute();
    }

    /** The lists a user is a member of (not those it owns). */
    /** A user's membership of a list it does not own. */
    record Membership(String listId, String userId) {
    }

    /** The memberships of these users, in list order. */
    List<Membership> membershipsOf(Collection<String> userIds) {
        if (userIds.isEmpty()) {
            return List.of();
        }
        return db.select(LIST_MEMBER.LIST_ID, LIST_MEMBER.USER_ID).from(LIST_MEMBER)
                .where(LIST_MEMBER.USER_ID.in(userIds)).orderBy(LIST_MEMBER.LIST_ID, LIST_MEMBER.USER_ID)
                .fetch(r -> new Membership(r.value1(), r.value2()));
    }

    /** Stores an invite by its code's hash; the list's expired invites go at the same time. */
    void insertInvite(String codeHash, Invite invite, Instant now) {
        db.deleteFrom(LIST_INVITE).where(LIST_INVITE.LIST_ID.eq(invite.listId()), LIST_INVITE.EXPIRES_AT.le(now))
                .execute();
        db.insertInto(LIST_INVITE).set(LIST_INVITE.CODE_HASH, codeHash).set(LIST_INVITE.LIST_ID, invite.listId())
                .set(LIST_INVITE.CLIENT_ID, invite.clientId()).set(LIST_INVITE.EXPIRES_AT, invite.expiresAt())
                .execute();
    }

    Optional<Invite> invite(String codeHash) {
        return db.selectFrom(LIST_INVITE).where(LIST_INVITE.CODE_HASH.eq(codeHash))
                .fetchOptional(r -> new Invite(r.getListId(), r.getClientId(), r.getExpiresAt()));
    }

    /**
     * Records a change, under the list's row lock, and lets go of the one that falls out of the kept history: one
     * row per change, so the history is pruned as it grows and never in a large batch.
     */
    void insertChange(String listId, ListChange change) {
        insertChange.with("listId", listId).with("version", change.version())
                .with("change", json.writeValueAsString(change)).update();
        if (change.version() > KEPT_CHANGES) {
            db.deleteFrom(LIST_CHANGE).where(LIST_CHANGE.LIST_ID.eq(listId),
                    LIST_CHANGE.VERSION.le(change.version() - KEPT_CHANGES)).execute();
        }
    }

    /** The kept changes of the list after {@code afterVersion}, in order. */
    List<ListChange> changesAfter(String listId, long afterVersion) {
        return db.select(LIST_CHANGE.CHANGE).from(LIST_CHANGE)
                .where(LIST_CHANGE.LIST_ID.eq(listId), LIST_CHANGE.VERSION.gt(afterVersion))
                .orderBy(LIST_CHANGE.VERSION)
                .fetch(r -> json.readValue(r.value1(), ListChange.class).readable());
    }

    /**
     * Deletes the list and then its items, recipes, members, invites and changes, which have no foreign key to cascade from it: the list's row
     * lock, taken first, keeps a concurrent add from writing items after them.
     */
    void deleteList(String id) {
        if (db.deleteFrom(SHOPPING_LIST).where(SHOPPING_LIST.ID.eq(id)).execute() > 0) {
            db.deleteFrom(LIST_ITEM_PACK).where(LIST_ITEM_PACK.LIST_ID.eq(id)).execute();
            db.deleteFrom(LIST_RECIPE).where(LIST_RECIPE.LIST_ID.eq(id)).execute();
            db.deleteFrom(LIST_MEMBER).where(LIST_MEMBER.LIST_ID.eq(id)).execute();
            db.deleteFrom(LIST_INVITE).where(LIST_INVITE.LIST_ID.eq(id)).execute();
        }
        db.deleteFrom(LIST_CHANGE).where(LIST_CHANGE.LIST_ID.eq(id)).execute();
    }

    /** The lists these users own, in id order. */
    List<String> listsOf(Collection<String> userIds) {
        if (userIds.isEmpty()) {
            return List.of();
        }
        return db.select(SHOPPING_LIST.ID).from(SHOPPING_LIST).where(SHOPPING_LIST.USER_ID.in(userIds))
                .orderBy(SHOPPING_LIST.ID).fetch(SHOPPING_LIST.ID);
    }

    private static ListHeader header(ShoppingListRecord r) {
        return new ListHeader(r.getId(), r.getClientId(), r.getUserId(), r.getName(), r.getVersion(), r.getItemCount(),
                r.getCreatedAt(), r.getUpdatedAt());
    }
}
