package larder.list;

import larder.ingredient.Combiner;
import static larder.support.Refusals.refusal;
import static larder.support.Refusals.status;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.item.ItemsCommand;
import larder.list.ListEvents.ListChanged;
import larder.list.ListEvents.ListCreated;
import larder.list.ListEvents.ListDeleted;
import larder.pantry.PantriesOver;
import larder.platform.Cursor;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.Sent;
import larder.platform.db.MemoryDatabase;
import larder.platform.web.IfMatch;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;
import larder.recipe.Recipes;
import larder.recipe.RecipesOver;
import larder.user.UsersErased;
import org.junit.jupiter.api.Test;

/** The list service over an in-memory database: what each request reads, changes, records and announces. */
class ShoppingListsTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private static final ManagementCredential SERVER = new ManagementCredential("app_1", "lmt_1");
    private static final UserCredential ALICE = new UserCredential("usr_alice", "app_1", "fam_1", Instant.MAX);
    private static final UserCredential BOB = new UserCredential("usr_bob", "app_1", "fam_2", Instant.MAX);
    private static final UserCredential CAROL = new UserCredential("usr_carol", "app_1", "fam_3", Instant.MAX);
    private static final UserCredential ELSEWHERE = new UserCredential("usr_dan", "app_2", "fam_4", Instant.MAX);

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final List<Object> events = new ArrayList<>();
    private final Recipes recipes = RecipesOver.database(database, events::add, clock);
    private final ShoppingLists lists = new ShoppingLists(new ListStore(database.db(), database.hot(),
            database.bulk(), database.json(), larder.food.TestFoods.FOODS), recipes, new Combiner(),
            PantriesOver.database(database, clock), events::add, clock, larder.food.TestFoods.FOODS);

    private static ListCommand items(String... rawItems) {
        return new ListCommand(null, null, List.of(rawItems), null);
    }



    private ShoppingList created(UserCredential who, String name, String... rawItems) {
        ShoppingList list = lists.create(who, new ListCommand(name, null, List.of(rawItems), null));
        events.clear();
        return list;
    }

    private static ItemChange checking(boolean checked) {
        return new ItemChange(Sent.of(checked), Sent.leftOut(), Sent.leftOut(), Sent.leftOut(), Sent.leftOut(),
                Sent.leftOut(), Sent.leftOut());
    }

    private List<ListChange> changesOf(UserCredential who, String id) {
        return lists.changesAfter(who, id, 1).changes();
    }

    @Test
    void aUsersFirstListIsItsPrimaryListAndIsAnnouncedNotRecordedAsAChange() {
        ShoppingList first = lists.create(ALICE, new ListCommand("  Week  ", null, List.of("2 cups flour", "3 eggs"),
                null));
        ShoppingList second = lists.create(ALICE, items("milk"));

        assertThat(first.id()).startsWith("lst_");
        assertThat(first).extracting(ShoppingList::name, ShoppingList::primary, ShoppingList::version,
                ShoppingList::itemCount, ShoppingList::role).containsExactly("Week", true, 1L, 2, ListRole.OWNER);
        assertThat(first.items()).extracting(i -> i.fields().name()).containsExactly("flour", "eggs");
        assertThat(first.items().getFirst().fields().unit()).isEqualTo(Unit.CUP);
        assertThat(second.name()).isEqualTo("Shopping list");
        assertThat(second.primary()).isFalse();
        assertThat(events).hasSize(2).allMatch(e -> e instanceof ListCreated);
        assertThat(lists.changesAfter(ALICE, first.id(), 1)).isEqualTo(new ListChanges(1, List.of()));
        assertThat(lists.get(ALICE, first.id())).isEqualTo(first);
    }

    @Test
    void theAppsServerCreatesListsOfTheAppThatAreNoOnesPrimary() {
        ShoppingList own = lists.create(SERVER, items("flour"));

        assertThat(own.userId()).isNull();
        assertThat(own.primary()).isFalse();
        assertThat(own.role()).isEqualTo(ListRole.OWNER);
        assertThat(lists.get(SERVER, own.id()).items()).hasSize(1);
        assertThat(status(() -> lists.get(ALICE, own.id()))).isEqualTo(404);
    }

    @Test
    void aListIsReadByItsOwnerItsMembersAndTheAppsServerOnly() {
        String id = created(ALICE, "Week", "flour").id();

        assertThat(lists.get(SERVER, id).role()).isNull();
        assertThat(status(() -> lists.get(BOB, id))).isEqualTo(404);
        assertThat(status(() -> lists.get(ELSEWHERE, id))).isEqualTo(404);
        assertThat(status(() -> lists.get(ALICE, "lst_missing"))).isEqualTo(404);
        assertThat(lists.canRead(ALICE, id)).isTrue();
        assertThat(lists.canRead(SERVER, id)).isTrue();
        assertThat(lists.canRead(BOB, id)).isFalse();
        assertThat(lists.canRead(ALICE, "lst_missing")).isFalse();
        assertThat(lists.version(ALICE, id)).isEqualTo(1);
        assertThat(status(() -> lists.version(BOB, id))).isEqualTo(404);
    }

    @Test
    void listsArePagedWithTheCallersRoleAndTheUsersPrimaryMarked() {
        List<String> ids = new ArrayList<>();
        ids.add(created(ALICE, "One").id());
        ids.add(created(ALICE, "Two").id());
        ids.add(created(ALICE, "Three").id());
        created(BOB, "Bob's");
        ids.sort(null);

        Page<ShoppingList> first = lists.list(ALICE, new PageRequest(2, Optional.empty()));
        assertThat(first.data()).extracting(ShoppingList::id).containsExactly(ids.get(0), ids.get(1));
        assertThat(first.data()).extracting(ShoppingList::role).containsOnly(ListRole.OWNER);
        Page<ShoppingList> rest = lists.list(ALICE,
                new PageRequest(2, Optional.of(Cursor.decode(first.paging().cursors().after(), 1))));
        assertThat(rest.data()).extracting(ShoppingList::id).containsExactly(ids.get(2));
        assertThat(rest.paging().cursors().after()).isNull();
        List<ShoppingList> all = new ArrayList<>(first.data());
        all.addAll(rest.data());
        assertThat(all).filteredOn(ShoppingList::primary).extracting(ShoppingList::name).containsExactly("One");
        assertThat(lists.list(SERVER, new PageRequest(10, Optional.empty())).data()).isEmpty();
    }

    @Test
    void addingItemsRecordsAChangeAndMovesTheVersion() {
        ShoppingList list = created(ALICE, "Week", "1 cup flour");

        ShoppingList added = lists.add(ALICE, list.id(), items("1 cup flour", "2 eggs"));

        assertThat(added.version()).isEqualTo(2);
        assertThat(added.items()).hasSize(3);
        List<ListChange> changes = changesOf(ALICE, list.id());
        assertThat(changes).singleElement().satisfies(c -> {
            assertThat(c.version()).isEqualTo(2);
            assertThat(c.type()).isEqualTo(ListChange.ITEM_ADDED);
            assertThat(c.by()).isEqualTo("usr_alice");
            assertThat(c.items()).hasSize(2);
            assertThat(c.combinedItems()).extracting(l -> l.name()).containsExactly("flour", "eggs");
        });
        assertThat(events).filteredOn(e -> e instanceof ListChanged).hasSize(1);
        assertThat(lists.changesAfter(ALICE, list.id(), 2)).isEqualTo(new ListChanges(2, List.of()));
    }

    @Test
    void changesAfterAVersionNeverReachedOrBelowZeroAreRefused() {
        String id = created(ALICE, "Week", "flour").id();
        lists.add(ALICE, id, items("eggs"));

        assertThat(refusal(() -> lists.changesAfter(ALICE, id, 3)).code().code()).isEqualTo("request.invalid");
        assertThat(status(() -> lists.changesAfter(ALICE, id, 3))).isEqualTo(422);
        assertThat(status(() -> lists.changesAfter(ALICE, id, -1))).isEqualTo(422);
        assertThat(status(() -> lists.changesAfter(BOB, id, 0))).isEqualTo(404);
        assertThat(lists.changesAfter(ALICE, id, 1).changes()).hasSize(1);
        assertThat(lists.changesAfter(id, 0)).hasSize(1);
    }

    @Test
    void anItemIsCheckedRenamedOrRemovedAtTheListsVersion() {
        ShoppingList list = created(ALICE, "Week", "2 eggs", "1 cup milk");
        String eggs = list.items().getFirst().id();

        ShoppingList checked = lists.updateItem(ALICE, list.id(), eggs, () -> checking(true),
                new IfMatch(Set.of(1L)));
        assertThat(checked.items().getFirst().checked()).isTrue();
        assertThat(checked.version()).isEqualTo(2);
        assertThat(status(() -> lists.updateItem(ALICE, list.id(), eggs, () -> checking(false),
                new IfMatch(Set.of(1L))))).isEqualTo(412);

        lists.deleteItem(ALICE, list.id(), eggs, IfMatch.ANY);

        ShoppingList after = lists.get(ALICE, list.id());
        assertThat(after.items()).extracting(i -> i.fields().name()).containsExactly("milk");
        assertThat(after.version()).isEqualTo(3);
        assertThat(changesOf(ALICE, list.id())).extracting(ListChange::type)
                .containsExactly(ListChange.ITEM_UPDATED, ListChange.ITEM_REMOVED);
        assertThat(status(() -> lists.deleteItem(ALICE, list.id(), eggs, IfMatch.ANY))).isEqualTo(404);
        assertThat(status(() -> lists.updateItem(ALICE, list.id(), "itm_missing", () -> {
            throw new AssertionError("the body was read");
        }, IfMatch.ANY))).isEqualTo(404);
    }

    @Test
    void aRecipeAddsItsItemsAndRemovingItTakesExactlyThoseAway() {
        Recipe bread = recipes.createInCatalogue("app_1", List.of(new RecipeContent("Bread", null, null, List.of(),
                1, null, null, null, List.of(new RecipeContent.Ingredient("500 g flour", "flour", 500.0, null,
                        Unit.G, null, Category.BAKING, null)), List.of(), List.of()))).getFirst();
        ShoppingList list = created(ALICE, "Week", "200 g flour");

        ShoppingList added = lists.add(ALICE, list.id(), new ListCommand(null, null, null,
                List.of(new ItemsCommand.RecipeRef(bread.id(), 2.0))));
        assertThat(added.recipes()).singleElement().satisfies(r -> assertThat(r.scale()).isEqualTo(2.0));
        assertThat(added.items()).extracting(i -> i.fields().quantity().amount()).containsExactly(200.0, 1000.0);

        lists.removeRecipe(ALICE, list.id(), bread.id(), IfMatch.ANY);

        ShoppingList after = lists.get(ALICE, list.id());
        assertThat(after.recipes()).isEmpty();
        assertThat(after.items()).extracting(i -> i.fields().quantity().amount()).containsExactly(200.0);
        assertThat(changesOf(ALICE, list.id())).extracting(ListChange::type)
                .containsExactly(ListChange.RECIPE_ADDED, ListChange.RECIPE_REMOVED);
        assertThat(status(() -> lists.removeRecipe(ALICE, list.id(), bread.id(), IfMatch.ANY))).isEqualTo(404);
    }

    @Test
    void theOwnerRenamesAndChoosesThePrimaryList() {
        ShoppingList first = created(ALICE, "One");
        ShoppingList second = created(ALICE, "Two");

        ShoppingList renamed = lists.update(ALICE, second.id(), "Second", null, new IfMatch(Set.of(1L)));
        assertThat(renamed.name()).isEqualTo("Second");
        assertThat(renamed.version()).isEqualTo(2);
        ShoppingList primary = lists.update(ALICE, second.id(), null, true, IfMatch.ANY);
        assertThat(primary.primary()).isTrue();
        assertThat(lists.get(ALICE, first.id()).primary()).isFalse();
        assertThat(status(() -> lists.update(ALICE, second.id(), "Old", null, new IfMatch(Set.of(1L)))))
                .isEqualTo(412);
        assertThat(status(() -> lists.update(BOB, second.id(), "Bob's", null, IfMatch.ANY))).isEqualTo(404);
        assertThat(status(() -> lists.update(ALICE, "lst_missing", "x", null, IfMatch.ANY))).isEqualTo(404);
    }

    @Test
    void deletingThePrimaryListElectsAnotherAndLeavesTheDeletionInTheLog() {
        ShoppingList first = created(ALICE, "One");
        ShoppingList second = created(ALICE, "Two");

        lists.delete(ALICE, first.id(), IfMatch.ANY);

        assertThat(status(() -> lists.get(ALICE, first.id()))).isEqualTo(404);
        assertThat(lists.get(ALICE, second.id()).primary()).isTrue();
        assertThat(events).anyMatch(e -> e instanceof ListDeleted d && d.listId().equals(first.id()));
        assertThat(lists.changesAfter(first.id(), 0)).extracting(ListChange::type)
                .containsExactly(ListChange.LIST_DELETED);
        lists.forgetDeleted(second.id());
        assertThat(lists.get(ALICE, second.id())).isNotNull();
        lists.forgetDeleted(first.id());
        assertThat(lists.changesAfter(first.id(), 0)).isEmpty();
        assertThat(status(() -> lists.delete(ALICE, first.id(), IfMatch.ANY))).isEqualTo(404);
    }

    @Test
    void anInvitedUserJoinsOnceChangesTheListButCannotDeleteIt() {
        ShoppingList list = created(ALICE, "Week", "flour");
        ShoppingLists.Invite invite = lists.invite(ALICE, list.id());
        assertThat(invite.code()).startsWith("lsi_");
        assertThat(invite.expiresAt()).isEqualTo(NOW.plus(ShoppingLists.INVITE_LIFETIME));

        ShoppingList joined = lists.join(BOB, invite.code());
        assertThat(joined.role()).isEqualTo(ListRole.MEMBER);
        assertThat(lists.join(BOB, invite.code()).version()).isEqualTo(joined.version());
        assertThat(lists.join(ALICE, invite.code()).version()).isEqualTo(joined.version());
        assertThat(lists.members(ALICE, list.id())).extracting(ShoppingLists.Member::userId,
                ShoppingLists.Member::role).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("usr_alice", ListRole.OWNER),
                        org.assertj.core.groups.Tuple.tuple("usr_bob", ListRole.MEMBER));

        assertThat(lists.add(BOB, list.id(), items("eggs")).items()).hasSize(2);
        assertThat(lists.get(BOB, list.id()).role()).isEqualTo(ListRole.MEMBER);
        assertThat(status(() -> lists.delete(BOB, list.id(), IfMatch.ANY))).isEqualTo(403);
        assertThat(status(() -> lists.update(BOB, list.id(), null, true, IfMatch.ANY))).isEqualTo(403);
        assertThat(status(() -> lists.join(ELSEWHERE, invite.code()))).isEqualTo(404);
        assertThat(status(() -> lists.join(CAROL, "lsi_unknown"))).isEqualTo(404);
        assertThat(status(() -> lists.members(CAROL, list.id()))).isEqualTo(404);
    }

    @Test
    void anExpiredInviteIsNotFound() {
        ShoppingList list = created(ALICE, "Week");
        ShoppingLists.Invite invite = lists.invite(ALICE, list.id());
        ShoppingLists later = new ShoppingLists(new ListStore(database.db(), database.hot(), database.bulk(),
                database.json(), larder.food.TestFoods.FOODS), recipes, new Combiner(),
                PantriesOver.database(database, clock), events::add,
                Clock.fixed(NOW.plus(ShoppingLists.INVITE_LIFETIME), ZoneOffset.UTC), larder.food.TestFoods.FOODS);

        assertThat(status(() -> later.join(BOB, invite.code()))).isEqualTo(404);
        assertThat(lists.join(BOB, invite.code()).role()).isEqualTo(ListRole.MEMBER);
    }

    @Test
    void aMemberLeavesOrIsRemovedByTheOwner() {
        ShoppingList list = created(ALICE, "Week");
        String code = lists.invite(ALICE, list.id()).code();
        lists.join(BOB, code);
        lists.join(CAROL, code);

        lists.removeMember(BOB, list.id(), "usr_bob", IfMatch.ANY);
        assertThat(status(() -> lists.get(BOB, list.id()))).isEqualTo(404);
        assertThat(status(() -> lists.removeMember(ALICE, list.id(), "usr_bob", IfMatch.ANY))).isEqualTo(404);
        lists.removeMember(ALICE, list.id(), "usr_carol", IfMatch.ANY);

        assertThat(lists.members(ALICE, list.id())).extracting(ShoppingLists.Member::userId)
                .containsExactly("usr_alice");
        assertThat(status(() -> lists.removeMember(ALICE, list.id(), "usr_alice", IfMatch.ANY))).isIn(403, 409, 422);
    }

    @Test
    void erasingAUserErasesItsListsAndTakesItOffOthers() {
        ShoppingList alices = created(ALICE, "Alice's", "flour");
        ShoppingList bobs = created(BOB, "Bob's", "eggs");
        lists.join(ALICE, lists.invite(BOB, bobs.id()).code());
        lists.join(BOB, lists.invite(ALICE, alices.id()).code());
        events.clear();

        lists.on(UsersErased.of("usr_alice", "app_1"));

        assertThat(status(() -> lists.get(BOB, alices.id()))).isEqualTo(404);
        assertThat(lists.members(BOB, bobs.id())).extracting(ShoppingLists.Member::userId)
                .containsExactly("usr_bob");
        assertThat(events).anyMatch(e -> e instanceof ListDeleted d && d.listId().equals(alices.id()));
        assertThat(changesOf(BOB, bobs.id())).last().extracting(ListChange::type)
                .isEqualTo(ListChange.LIST_UPDATED);
    }

    @Test
    void aListCreatedWithARecipeKeepsTheRecipe() {
        Recipe bread = recipes.createInCatalogue("app_1", List.of(new RecipeContent("Bread", null, null, List.of(),
                1, null, null, null, List.of(new RecipeContent.Ingredient("500 g flour", "flour", 500.0, null,
                        Unit.G, null, Category.BAKING, null)), List.of(), List.of()))).getFirst();

        ShoppingList created = lists.create(ALICE, new ListCommand("Bake", null, null,
                List.of(new ItemsCommand.RecipeRef(bread.id(), 2.0))));

        assertThat(lists.get(ALICE, created.id()).recipes()).singleElement().satisfies(r -> {
            assertThat(r.recipeId()).isEqualTo(bread.id());
            assertThat(r.scale()).isEqualTo(2.0);
        });
    }

    @Test
    void erasingAMemberIsAChangeOfTheListsItWasOn() {
        ShoppingList bobs = created(BOB, "Bob's", "eggs");
        long joined = lists.join(ALICE, lists.invite(BOB, bobs.id()).code()).version();

        lists.on(UsersErased.of("usr_alice", "app_1"));

        assertThat(lists.get(BOB, bobs.id()).version()).isEqualTo(joined + 1);
        assertThat(changesOf(BOB, bobs.id())).last().satisfies(change -> {
            assertThat(change.version()).isEqualTo(joined + 1);
            assertThat(change.type()).isEqualTo(ListChange.LIST_UPDATED);
        });
    }

    @Test
    void aUsersPrimaryListCannotBeUnmarkedButAnotherListCan() {
        ShoppingList first = created(ALICE, "One");
        ShoppingList second = created(ALICE, "Two");

        assertThat(refusal(() -> lists.update(ALICE, first.id(), null, false, IfMatch.ANY)).errors())
                .singleElement().satisfies(e -> assertThat(e.pointer()).isEqualTo("/primary"));
        ShoppingList unmarked = lists.update(ALICE, second.id(), null, false, IfMatch.ANY);

        assertThat(unmarked.primary()).isFalse();
        assertThat(unmarked.version()).isEqualTo(2);
        assertThat(lists.get(ALICE, first.id()).primary()).isTrue();
    }

    @Test
    void theVersionAndTheMembersOfAMissingListAreNotFound() {
        assertThat(status(() -> lists.version(ALICE, "lst_missing"))).isEqualTo(404);
        assertThat(status(() -> lists.members(ALICE, "lst_missing"))).isEqualTo(404);
    }
}
