package larder.list.web;

import larder.ingredient.Combiner;
import static larder.support.Refusals.status;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import larder.auth.UserCredential;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.item.web.ItemsInput;
import larder.list.ListChange;
import larder.list.ShoppingLists;
import larder.list.ShoppingListsOver;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.db.MemoryDatabase;
import larder.platform.web.IfMatch;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;
import larder.recipe.Recipes;
import larder.recipe.RecipesOver;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import tools.jackson.databind.json.JsonMapper;

/** What each list route answers: status, Location, ETag and the view of the list, its members and changes. */
class ListsControllerTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private static final UserCredential ALICE = new UserCredential("usr_alice", "app_1", "fam_1", Instant.MAX);
    private static final UserCredential BOB = new UserCredential("usr_bob", "app_1", "fam_2", Instant.MAX);

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final List<Object> events = new ArrayList<>();
    private final Recipes recipes = RecipesOver.database(database, events::add, clock);
    private final ShoppingLists lists = ShoppingListsOver.database(database, recipes, events::add, clock);
    private final Combiner combiner = new Combiner();
    private final ListsController controller = new ListsController(lists, combiner);
    private final ListSharingController sharing = new ListSharingController(lists, combiner);

    private static ListInput items(String... rawItems) {
        return new ListInput("Week", null, List.of(rawItems), null);
    }

    private static String etag(long version) {
        return "\"" + version + "\"";
    }


    @Test
    void creatingAListAnswers201WithItsLocationVersionItemsAndCombinedLines() {
        ResponseEntity<ShoppingListView> created = controller.create(ALICE, new ListInput("Week",
                List.of(new ItemsInput.ItemInput("flour", 200.0, null, "g", "sifted", "Mill")),
                List.of("300 g flour", "2-3 eggs"), null));

        ShoppingListView list = created.getBody();
        assertThat(created.getStatusCode()).isEqualTo(HttpStatus.CREATED);
        assertThat(created.getHeaders().getLocation()).isEqualTo(URI.create("/v1beta/lists/" + list.id()));
        assertThat(created.getHeaders().getETag()).isEqualTo(etag(1));
        assertThat(list).extracting(ShoppingListView::name, ShoppingListView::primary, ShoppingListView::version,
                ShoppingListView::userId, ShoppingListView::itemCount, ShoppingListView::createdAt)
                .containsExactly("Week", true, 1L, "usr_alice", 3, NOW);
        ShoppingListView.ItemView flour = list.items().getFirst();
        assertThat(flour).extracting(ShoppingListView.ItemView::name, ShoppingListView.ItemView::quantity,
                ShoppingListView.ItemView::unit, ShoppingListView.ItemView::comment, ShoppingListView.ItemView::brand,
                ShoppingListView.ItemView::text, ShoppingListView.ItemView::category,
                ShoppingListView.ItemView::checked, ShoppingListView.ItemView::recipe,
                ShoppingListView.ItemView::createdAt)
                .containsExactly("flour", 200.0, "g", "sifted", "Mill", null, "baking", false, null,
                        NOW.toString());
        ShoppingListView.ItemView eggs = list.items().get(2);
        assertThat(eggs.quantity()).isEqualTo(2.0);
        assertThat(eggs.quantityMax()).isEqualTo(3.0);
        assertThat(eggs.unit()).isNull();
        assertThat(eggs.text()).isEqualTo("2-3 eggs");
        assertThat(list.combinedItems()).extracting(ShoppingListView.CombinedItemView::name,
                ShoppingListView.CombinedItemView::quantity, ShoppingListView.CombinedItemView::unit,
                ShoppingListView.CombinedItemView::category, ShoppingListView.CombinedItemView::checked)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("flour", 500.0, "g", "baking", false),
                        org.assertj.core.groups.Tuple.tuple("eggs", 3.0, null, "dairy_eggs", false));
        assertThat(list.combinedItems().getFirst().itemIds())
                .containsExactly(list.items().get(0).id(), list.items().get(1).id());
        assertThat(list.combinedItems()).extracting(ShoppingListView.CombinedItemView::id)
                .allMatch(id -> id.matches("cmb_[0-9a-f]{16}")).doesNotHaveDuplicates();

        ResponseEntity<ShoppingListView> read = controller.get(ALICE, list.id());
        assertThat(read.getStatusCode()).isEqualTo(HttpStatus.OK);
        assertThat(read.getHeaders().getETag()).isEqualTo(etag(1));
        assertThat(read.getBody()).isEqualTo(list);
    }

    @Test
    void aListingShowsEachListsRoleAndItemCount() {
        controller.create(ALICE, items("flour", "eggs"));

        Page<ShoppingListView.SummaryView> page = controller.list(ALICE, new PageRequest(10, Optional.empty()));

        assertThat(page.data()).singleElement().satisfies(s -> {
            assertThat(s.name()).isEqualTo("Week");
            assertThat(s.primary()).isTrue();
            assertThat(s.role()).isEqualTo("owner");
            assertThat(s.itemCount()).isEqualTo(2);
            assertThat(s.userId()).isEqualTo("usr_alice");
            assertThat(s.version()).isEqualTo(1);
        });
    }

    @Test
    void itemsAndRecipesAreAddedChangedAndRemovedEachAnswerAtTheNewVersion() {
        Recipe bread = recipes.createInCatalogue("app_1", List.of(new RecipeContent("Bread", null, null, List.of(),
                1, null, null, null, List.of(new RecipeContent.Ingredient("500 g flour", "flour", 500.0, null,
                        Unit.G, null, Category.BAKING, null)), List.of(), List.of()))).getFirst();
        String id = controller.create(ALICE, items("2 eggs")).getBody().id();

        ResponseEntity<ShoppingListView> added = controller.add(ALICE, id, new ListInput(null, null, null,
                List.of(new ItemsInput.RecipeRef(bread.id(), 1.5))));
        assertThat(added.getHeaders().getETag()).isEqualTo(etag(2));
        assertThat(added.getBody().recipes()).containsExactly(
                new ShoppingListView.RecipeRefView(bread.id(), "Bread", 1.5));
        assertThat(added.getBody().items().get(1).recipe())
                .isEqualTo(new ShoppingListView.ItemRecipeView(bread.id(), 1.5));
        String eggs = added.getBody().items().getFirst().id();

        ResponseEntity<ShoppingListView> checked = controller.updateItem(ALICE, id, eggs, IfMatch.ANY,
                JsonMapper.builder().build().readTree("{\"checked\": true}"));
        assertThat(checked.getHeaders().getETag()).isEqualTo(etag(3));
        assertThat(checked.getBody().items().getFirst().checked()).isTrue();
        assertThat(checked.getBody().combinedItems().getFirst().checked()).isTrue();

        ResponseEntity<ShoppingListView> renamed = controller.update(ALICE, id, IfMatch.ANY,
                new ListsController.ChangeList("Weekend", null));
        assertThat(renamed.getBody().name()).isEqualTo("Weekend");
        assertThat(renamed.getHeaders().getETag()).isEqualTo(etag(4));

        controller.removeRecipe(ALICE, id, bread.id(), IfMatch.ANY);
        controller.deleteItem(ALICE, id, eggs, IfMatch.ANY);
        ShoppingListView after = controller.get(ALICE, id).getBody();
        assertThat(after.items()).isEmpty();
        assertThat(after.recipes()).isEmpty();
        assertThat(after.version()).isEqualTo(6);

        controller.delete(ALICE, id, IfMatch.ANY);
        assertThat(status(() -> controller.get(ALICE, id))).isEqualTo(404);
    }

    @Test
    void anInvitedUserJoinsAndTheMembersAndChangesAreServed() {
        String id = controller.create(ALICE, items("flour")).getBody().id();

        ListSharingController.InviteView invite = sharing.invite(ALICE, id);
        assertThat(invite.code()).startsWith("lsi_");
        ResponseEntity<ShoppingListView> joined = sharing.join(BOB, new ListSharingController.JoinRequest(
                invite.code()));
        assertThat(joined.getStatusCode()).isEqualTo(HttpStatus.OK);
        assertThat(joined.getHeaders().getETag()).isEqualTo(etag(joined.getBody().version()));
        assertThat(joined.getBody().id()).isEqualTo(id);

        assertThat(sharing.members(ALICE, id).data()).extracting(ListSharingController.MemberView::userId,
                ListSharingController.MemberView::role, ListSharingController.MemberView::joinedAt)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("usr_alice", "owner", NOW),
                        org.assertj.core.groups.Tuple.tuple("usr_bob", "member", NOW));

        ListChangesView changes = sharing.changes(ALICE, id, " 1 ");
        assertThat(changes.changes()).extracting(ListChangeView::type).containsExactly(ListChange.LIST_UPDATED);
        assertThat(changes.version()).isEqualTo(2);

        sharing.removeMember(BOB, id, "usr_bob", IfMatch.ANY);
        assertThat(sharing.members(ALICE, id).data()).hasSize(1);
    }

    @Test
    void joiningNeedsACodeAndChangesNeedAWholeVersion() {
        String id = controller.create(ALICE, items("flour")).getBody().id();

        assertThat(status(() -> sharing.join(BOB, new ListSharingController.JoinRequest(null)))).isEqualTo(422);
        assertThat(status(() -> sharing.join(BOB, new ListSharingController.JoinRequest("  ")))).isEqualTo(422);
        assertThat(status(() -> sharing.changes(ALICE, id, null))).isEqualTo(400);
        assertThat(status(() -> sharing.changes(ALICE, id, "one"))).isEqualTo(400);
        assertThat(sharing.changes(ALICE, id, "1").changes()).isEmpty();
    }
}
