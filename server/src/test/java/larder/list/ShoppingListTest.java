package larder.list;

import larder.ingredient.Combiner;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.ingredient.Category;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.item.RecipesAdded;
import larder.item.ScaledRecipe;
import larder.list.ListEvents.ListCreated;
import larder.list.ListEvents.ListDeleted;
import larder.list.ListEvents.ListUpdated;
import larder.platform.Sent;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemException;
import larder.platform.web.IfMatch;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;
import larder.recipe.RecipeDraft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules of a list, asked of its row ({@link ListHeader}) and its items directly, without a database. */
class ShoppingListTest {

    private static final Combiner COMBINER = new Combiner();

    private static final Instant CREATED = Instant.parse("2026-11-25T09:00:00.000001Z");
    private static final Instant NOW = CREATED.plusSeconds(60);
    private static final long VERSION = 7;

    private static final UserCredential ALICE = new UserCredential("usr_alice", "app_1", "fam_alice", Instant.MAX);
    private static final UserCredential BOB = new UserCredential("usr_bob", "app_1", "fam_bob", Instant.MAX);
    private static final ManagementCredential APP = new ManagementCredential("app_1", "lmt_1");
    private static final UserCredential CAROL_OF_ANOTHER_APP =
            new UserCredential("usr_carol", "app_2", "fam_carol", Instant.MAX);
    private static final ManagementCredential ANOTHER_APP = new ManagementCredential("app_2", "lmt_2");

    private static ListHeader stored(String userId, int items) {
        return new ListHeader("lst_1", "app_1", userId, "Weekly", VERSION, items, CREATED, CREATED);
    }

    private static NewItems.Checked items(int count) {
        NewItems.NewItem salt = new NewItems.Structured("salt", Quantity.NONE, null, null, null, Category.OTHER);
        return new NewItems.Checked(Collections.nCopies(count, salt), List.of());
    }

    // Who sees and who changes (docs/api.md §3.3)

    static Stream<Arguments> callers() {
        return Stream.of(
                arguments("a user, its own list", ALICE, "usr_alice", 200, 200),
                arguments("a user, another user's list", ALICE, "usr_bob", 404, 404),
                arguments("a user, the app's own list", BOB, null, 404, 404),
                arguments("the app, its own list", APP, null, 200, 200),
                arguments("the app, a user's list", APP, "usr_alice", 200, 403),
                arguments("a user of another app", CAROL_OF_ANOTHER_APP, "usr_alice", 404, 404),
                arguments("another app, an app's own list", ANOTHER_APP, null, 404, 404),
                arguments("another app, a user's list", ANOTHER_APP, "usr_alice", 404, 404));
    }

    @ParameterizedTest(name = "{0}: read {3}, change {4}")
    @MethodSource("callers")
    void whoSeesAndWhoChangesAList(String who, Credential caller, String owner, int read, int change) {
        ListHeader list = stored(owner, 3);
        assertOutcome(() -> list.checkVisibleTo(caller, Credential.NOT_SHARED), read);
        assertOutcome(() -> list.checkChangeableBy(caller, Credential.NOT_SHARED), change);
    }

    private static void assertOutcome(Runnable rule, int status) {
        if (status == 200) {
            assertThatNoException().isThrownBy(rule::run);
            return;
        }
        ProblemException refused = refusal(rule);
        assertThat(refused.status().value()).isEqualTo(status);
        if (status == 404) {
            assertThat(refused.code().code()).isEqualTo("not_found");
            assertThat(refused).isInstanceOf(larder.platform.problem.NotFound.class).hasMessage("List lst_1 was not found.");
        } else {
            assertThat(refused.code().code()).isEqualTo("auth.forbidden");
            assertThat(refused).isInstanceOf(ListNotChangeable.class)
                    .hasMessage("Only the owner of list lst_1 may do this.");
        }
    }

    // At most 1000 items

    @ParameterizedTest(name = "{0} on the list, {1} added")
    @MethodSource
    void addingWithinTheLimitMovesCountAndVersion(int onList, int added) {
        ListHeader list = stored("usr_alice", onList).add("usr_alice", items(added), NOW, larder.food.TestFoods.FOODS).header();
        assertThat(list.itemCount()).isEqualTo(onList + added);
        assertThat(list.version()).isEqualTo(VERSION + 1);
        assertThat(list.updatedAt()).isEqualTo(NOW);
    }

    static Stream<Arguments> addingWithinTheLimitMovesCountAndVersion() {
        return Stream.of(arguments(0, 1), arguments(0, 50), arguments(950, 50), arguments(999, 1),
                arguments(1000, 0));
    }

    @ParameterizedTest(name = "{0} on the list, {1} added")
    @MethodSource
    void addingPastTheLimitIsRefusedAsListFullAndChangesNothing(int onList, int added) {
        ListHeader list = stored("usr_alice", onList);
        ListFull refused = catchThrowableOfType(ListFull.class, () -> list.add("usr_alice", items(added), NOW, larder.food.TestFoods.FOODS));
        assertListFull(refused, onList + added);
        assertThat(list.itemCount()).isEqualTo(onList);
        assertThat(list.version()).isEqualTo(VERSION);
        assertThat(list.updatedAt()).isEqualTo(CREATED);
    }

    static Stream<Arguments> addingPastTheLimitIsRefusedAsListFullAndChangesNothing() {
        return Stream.of(arguments(1000, 1), arguments(990, 11), arguments(999, 50));
    }

    @Test
    void aNewListHoldsAThousandItemsAndNoMore() {
        ListHeader full = ListHeader.create(ALICE, ListName.DEFAULT, items(1000), NOW).header();
        assertThat(full.itemCount()).isEqualTo(1000);
        assertThat(full.version()).isEqualTo(1);
        assertListFull(catchThrowableOfType(ListFull.class,
                () -> ListHeader.create(ALICE, ListName.DEFAULT, items(1001), NOW)), 1001);
    }

    private static void assertListFull(ListFull refused, int wouldHold) {
        assertThat(refused).isNotNull()
                .hasMessage("A list holds at most 1000 items; this would make " + wouldHold + ".");
        assertThat(refused.code().code()).isEqualTo("list.full");
        assertThat(refused.status().value()).isEqualTo(422);
        assertThat(refused.errors()).containsExactly(
                new FieldProblem("/items", "list.full", "the list would hold more than 1000 items"));
    }

    @Test
    void removingItemsMovesCountAndVersion() {
        ListHeader list = stored("usr_alice", 10).removeRecipe("usr_alice", new ScaledRecipe("rcp_soup", "Soup", 1),
                List.of(milk(), milk(), milk()), IfMatch.ANY, NOW).header();
        assertThat(list.itemCount()).isEqualTo(7);
        assertThat(list.version()).isEqualTo(VERSION + 1);
    }

    // If-Match

    /** Each change a request can ask with If-Match, and what shows it went through. */
    private static final List<Arguments> CHANGES_WITH_IF_MATCH = List.of(
            arguments("rename", (IfMatched) (list, versions) -> list.update("usr_alice", new ListName("New"), versions, NOW)),
            arguments("remove an item", (IfMatched) (list, versions) -> list.removeItem("usr_alice", milk(), versions, NOW)),
            arguments("change an item", (IfMatched) (list, versions) ->
                    list.changeItem("usr_alice", milk(), change().checked(true).build(), versions, NOW,
                            larder.food.TestFoods.FOODS)),
            arguments("delete", (IfMatched) (list, versions) -> list.delete("usr_alice", versions, NOW)));

    interface IfMatched {
        ListDecision change(ListHeader list, IfMatch ifMatch);
    }

    static Stream<Arguments> ifMatches() {
        List<Arguments> ifMatches = List.of(
                arguments("no If-Match", IfMatch.ANY, true),
                arguments("the list's version", new IfMatch(Set.of(VERSION)), true),
                arguments("one of several", new IfMatch(Set.of(VERSION - 1, VERSION)), true),
                arguments("an older version", new IfMatch(Set.of(VERSION - 1)), false),
                arguments("no readable version", new IfMatch(Set.of()), false));
        return CHANGES_WITH_IF_MATCH.stream().flatMap(change -> ifMatches.stream().map(ifMatch -> arguments(
                change.get()[0], ifMatch.get()[0], change.get()[1], ifMatch.get()[1], ifMatch.get()[2])));
    }

    @ParameterizedTest(name = "{0} with {1}")
    @MethodSource("ifMatches")
    void aChangeHoldsOnlyWhileItsIfMatchDoes(String change, String ifMatch, IfMatched asked, IfMatch versions,
                                             boolean holds) {
        ListHeader list = stored("usr_alice", 3);
        if (holds) {
            ListDecision decided = asked.change(list, versions);
            if (change.equals("delete")) {
                assertThat(decided.events()).first().isEqualTo(new ListDeleted("lst_1", "app_1", "usr_alice"));
            } else {
                assertThat(decided.header().version()).isEqualTo(VERSION + 1);
            }
            return;
        }
        ProblemException refused = refusal(() -> asked.change(list, versions));
        assertThat(refused.code().code()).isEqualTo("precondition_failed");
        assertThat(refused.status().value()).isEqualTo(412);
        assertThat(refused).hasMessage("The resource has changed (it is at version 7); read it again and retry.");
        assertThat(list.version()).isEqualTo(VERSION);
        assertThat(list.name()).isEqualTo("Weekly");
    }

    // The name

    @ParameterizedTest(name = "[{0}] names the list [{1}]")
    @MethodSource
    void aNewListIsNamedAsSentStrippedOrByDefault(String sent, String name) {
        assertThat(ListName.orDefault(sent).value()).isEqualTo(name);
    }

    static Stream<Arguments> aNewListIsNamedAsSentStrippedOrByDefault() {
        return Stream.of(arguments(null, "Shopping list"), arguments("", "Shopping list"),
                arguments(" \t\n", "Shopping list"), arguments("  Weekly shop ", "Weekly shop"),
                arguments("x".repeat(200), "x".repeat(200)), arguments(" " + "y".repeat(200) + " ", "y".repeat(200)));
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "   ", "\t"})
    void aBlankOrMissingNewNameIsRefused(String sent) {
        assertNameRefused(() -> new ListName(sent));
    }

    @Test
    void aNameOfMoreThanTwoHundredCharactersIsRefused() {
        assertNameRefused(() -> new ListName("x".repeat(201)));
        assertNameRefused(() -> ListName.orDefault(" " + "z".repeat(201)));
    }

    private static void assertNameRefused(Runnable naming) {
        ProblemException refused = refusal(naming);
        assertThat(refused.status().value()).isEqualTo(422);
        assertThat(refused.code().code()).isEqualTo("request.invalid");
        assertThat(refused.errors()).containsExactly(FieldProblem.invalid("/name", "must be 1 to 200 characters"));
    }

    @Test
    void renamingSetsTheNameAndMovesTheVersionWhileNoNameKeepsIt() {
        ListHeader renamed = stored("usr_alice", 3).update("usr_alice", new ListName(" Party "), IfMatch.ANY, NOW)
                .header();
        assertThat(renamed.name()).isEqualTo("Party");
        assertThat(renamed.version()).isEqualTo(VERSION + 1);
        ListHeader kept = renamed.update("usr_alice", null, IfMatch.ANY, NOW.plusSeconds(1)).header();
        assertThat(kept.name()).isEqualTo("Party");
        assertThat(kept.version()).isEqualTo(VERSION + 2);
        assertThat(kept.updatedAt()).isEqualTo(NOW.plusSeconds(1));
    }

    // The primary flag

    @Test
    void anAppsOwnListHasNoPrimaryFlag() {
        for (boolean makePrimary : new boolean[] {true, false}) {
            ProblemException refused = refusal(() -> stored(null, 0).checkPrimary(makePrimary, () -> false));
            assertThat(refused.errors()).containsExactly(
                    FieldProblem.invalid("/primary", "An app's own lists have no primary list."));
            assertThat(refused.status().value()).isEqualTo(422);
        }
    }

    @Test
    void thePrimaryListStaysPrimaryUntilAnotherIsMadePrimary() {
        ProblemException refused = refusal(() -> stored("usr_alice", 0).checkPrimary(false, () -> true));
        assertThat(refused.errors()).containsExactly(FieldProblem.invalid("/primary",
                "A user always has one primary list: make another list primary instead."));
        assertThatNoException().isThrownBy(() -> stored("usr_alice", 0).checkPrimary(false, () -> false));
        assertThatNoException().isThrownBy(() -> stored("usr_alice", 0).checkPrimary(true, () -> {
            throw new AssertionError("making a list primary needs no read of the current primary list");
        }));
    }

    // Changing an item

    private static ListItem milk() {
        return new ListItem("itm_1", new ItemFields("milk", new Quantity(2.0, 3.0), Unit.L, "whole", "Dairyland",
                "2-3 l whole milk", Category.forIngredient("milk"), "rcp_1", 1.5), false, CREATED, CREATED);
    }

    private static ListItem milkWith(String name, Double quantity, Double quantityMax, Unit unit, String comment,
                                     String brand, Category category, boolean checked) {
        return new ListItem("itm_1", new ItemFields(name, new Quantity(quantity, quantityMax), unit, comment, brand,
                "2-3 l whole milk", category, "rcp_1", 1.5), checked, CREATED, NOW);
    }

    static Stream<Arguments> itemChanges() {
        Category milk = Category.forIngredient("milk");
        return Stream.of(
                arguments("nothing sent keeps all but the time", change(),
                        milkWith("milk", 2.0, 3.0, Unit.L, "whole", "Dairyland", milk, false)),
                arguments("checked is set", change().checked(true),
                        milkWith("milk", 2.0, 3.0, Unit.L, "whole", "Dairyland", milk, true)),
                arguments("a new name is stripped and brings its aisle", change().name("  coffee "),
                        milkWith("coffee", 2.0, 3.0, Unit.L, "whole", "Dairyland", Category.BEVERAGES, false)),
                arguments("a null quantity clears the range", change().quantity(null),
                        milkWith("milk", null, null, Unit.L, "whole", "Dairyland", milk, false)),
                arguments("a quantity above the range's end drops the end", change().quantity(5.0),
                        milkWith("milk", 5.0, null, Unit.L, "whole", "Dairyland", milk, false)),
                arguments("an end below the quantity is dropped", change().quantityMax(1.0),
                        milkWith("milk", 2.0, null, Unit.L, "whole", "Dairyland", milk, false)),
                arguments("a unit by its code", change().unit("cup"),
                        milkWith("milk", 2.0, 3.0, Unit.CUP, "whole", "Dairyland", milk, false)),
                arguments("a unit by a spelling of it", change().unit("millilitres"),
                        milkWith("milk", 2.0, 3.0, Unit.ML, "whole", "Dairyland", milk, false)),
                arguments("null or blank clears unit, comment and brand",
                        change().unit(null).comment("   ").brand(null),
                        milkWith("milk", 2.0, 3.0, null, null, null, milk, false)),
                arguments("text is stripped", change().comment(" cold ").brand(" Farm "),
                        milkWith("milk", 2.0, 3.0, Unit.L, "cold", "Farm", milk, false)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("itemChanges")
    void anItemTakesTheValuesSentAndKeepsTheRest(String rule, Change change, ListItem expected) {
        ListDecision decided = stored("usr_alice", 3).changeItem("usr_alice", milk(), change.build(),
                new IfMatch(Set.of(VERSION)), NOW, larder.food.TestFoods.FOODS);
        assertThat(decided.draft().in()).containsExactly(expected.linked(larder.food.TestFoods.FOODS));
        assertThat(decided.draft().out()).containsExactly(milk());
        assertThat(decided.header().version()).isEqualTo(VERSION + 1);
    }

    static Stream<Arguments> refusedItemChanges() {
        String positive = "must be a positive number of at most 1000000";
        return Stream.of(
                arguments(change().name(null), List.of(FieldProblem.invalid("/name", "is required"))),
                arguments(change().name("  "), List.of(FieldProblem.invalid("/name", "is required"))),
                arguments(change().name("n".repeat(301)),
                        List.of(FieldProblem.invalid("/name", "must be at most 300 characters"))),
                arguments(change().quantity(0.0), List.of(FieldProblem.invalid("/quantity", positive))),
                arguments(change().quantity(Double.NaN), List.of(FieldProblem.invalid("/quantity", positive))),
                arguments(change().quantityMax(1_000_001.0),
                        List.of(FieldProblem.invalid("/quantity_max", positive))),
                arguments(change().unit("parsec"), List.of(FieldProblem.invalid("/unit", "is not a known unit"))),
                arguments(change().comment("c".repeat(1001)),
                        List.of(FieldProblem.invalid("/comment", "must be at most 1000 characters"))),
                arguments(change().brand("b".repeat(201)),
                        List.of(FieldProblem.invalid("/brand", "must be at most 200 characters"))),
                arguments(change().brand("b".repeat(201)).unit("parsec").quantity(-1.0).name(null).checked(true),
                        List.of(FieldProblem.invalid("/name", "is required"),
                                FieldProblem.invalid("/quantity", positive),
                                FieldProblem.invalid("/unit", "is not a known unit"),
                                FieldProblem.invalid("/brand", "must be at most 200 characters"))));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("refusedItemChanges")
    void anItemRefusesValuesItCannotTakeNamingEach(Change change, List<FieldProblem> problems) {
        ListHeader list = stored("usr_alice", 3);
        ProblemException refused = refusal(() -> list.changeItem("usr_alice", milk(), change.build(), IfMatch.ANY,
                NOW, larder.food.TestFoods.FOODS));
        assertThat(refused.status().value()).isEqualTo(422);
        assertThat(refused.code().code()).isEqualTo("request.invalid");
        assertThat(refused.errors()).isEqualTo(problems);
        assertThat(list.version()).isEqualTo(VERSION);
    }

    // Events

    @Test
    void aNewListRecordsTheRecipesItAddedThenItsCreationShowingTheListAsSaved() {
        Recipe soup = new Recipe("rcp_soup", "app_1", null, RecipeContent.from(new RecipeDraft("Soup", null, null,
                null, null, null, null, null, List.of(RecipeDraft.IngredientInput.ofText("1 cup broth", null)), null,
                null)), CREATED, CREATED);
        NewItems.Checked content = new NewItems.Checked(List.of(), List.of(new NewItems.AddedRecipe(soup, 2)));
        ListDecision created = ListHeader.create(ALICE, new ListName("Dinner"), content, NOW);
        ListHeader list = created.header();
        assertThat(list.userId()).isEqualTo("usr_alice");
        assertThat(list.clientId()).isEqualTo("app_1");
        assertThat(list.id()).startsWith("lst_");
        List<ScaledRecipe> recipes = ShoppingList.recipesAdded(content);
        assertThat(recipes).containsExactly(new ScaledRecipe("rcp_soup", "Soup", 2));
        ListDecision.Saved saved = created.saved(true, List.of(), recipes, COMBINER);
        assertThat(saved.list()).isEqualTo(new ShoppingList(list.id(), "app_1", "usr_alice", "Dinner", true, 1, 0,
                List.of(), recipes, NOW, NOW, null));
        assertThat(saved.events()).containsExactly(
                new RecipesAdded("app_1", "usr_alice", List.of(new RecipesAdded.Added("rcp_soup", true)), NOW),
                new ListCreated(saved.list()));
        // Creating a list is not a change of it: no change is logged.
        assertThat(saved.change()).isEmpty();
    }

    @Test
    void aChangeRecordsOneUpdateShowingTheListAsSaved() {
        ListDecision decided = stored(null, 2).add(null, items(1), NOW, larder.food.TestFoods.FOODS);
        assertThat(decided.events()).isEmpty();
        ListDecision.Saved saved = decided.saved(false, List.of(milk()), List.of(), COMBINER);
        assertThat(saved.list()).isEqualTo(new ShoppingList("lst_1", "app_1", null, "Weekly", false, VERSION + 1, 3,
                List.of(milk()), List.of(), CREATED, NOW, null));
        assertThat(saved.events()).hasSize(2).first().isEqualTo(new ListUpdated(saved.list()));
        assertThat(saved.change()).hasValueSatisfying(change -> assertThat(change.version()).isEqualTo(VERSION + 1));
    }

    @Test
    void askingWhoMayChangeAListLeavesTheListAsItWas() {
        ListHeader list = stored("usr_alice", 2);
        assertThat(list.checkChangeableBy(ALICE, Credential.NOT_SHARED)).isEqualTo(ListRole.OWNER);
        assertThat(list).isEqualTo(stored("usr_alice", 2));
    }

    @Test
    void deletingRecordsTheDeletion() {
        ListDecision deleted = stored("usr_alice", 2).delete("usr_alice", new IfMatch(Set.of(VERSION)), NOW);
        assertThat(deleted.events()).hasSize(2).first().isEqualTo(new ListDeleted("lst_1", "app_1", "usr_alice"));
        assertThat(deleted.deletion().version()).isEqualTo(VERSION + 1);
    }

    // Shared lists (docs/api.md §7.1)

    private static final java.util.function.Predicate<String> BOB_IS_A_MEMBER = "usr_bob"::equals;

    @Test
    void aMemberSeesAndChangesButOnlyTheOwnerDeletesRemovesAndChoosesPrimary() {
        ListHeader list = stored("usr_alice", 3);
        assertThat(list.checkVisibleTo(BOB, BOB_IS_A_MEMBER)).isEqualTo(ListRole.MEMBER);
        assertThat(list.checkChangeableBy(BOB, BOB_IS_A_MEMBER)).isEqualTo(ListRole.MEMBER);
        assertThat(refusal(() -> list.checkOwnedBy(BOB, BOB_IS_A_MEMBER))).isInstanceOf(ListNotChangeable.class);
        assertThatNoException().isThrownBy(() -> list.checkOwnedBy(ALICE, BOB_IS_A_MEMBER));
        assertThat(list.checkVisibleTo(APP, BOB_IS_A_MEMBER)).isNull();
        assertThat(stored(null, 0).checkVisibleTo(APP, BOB_IS_A_MEMBER)).isEqualTo(ListRole.OWNER);
        // A user of another app is no member, whatever the membership says.
        assertOutcome(() -> list.checkVisibleTo(CAROL_OF_ANOTHER_APP, user -> true), 404);
    }

    @Test
    void aStrangerOrAFormerMemberDoesNotSeeTheList() {
        ListHeader list = stored("usr_alice", 3);
        assertOutcome(() -> list.checkVisibleTo(BOB, Credential.NOT_SHARED), 404);
        assertOutcome(() -> list.checkChangeableBy(BOB, Credential.NOT_SHARED), 404);
    }

    @Test
    void theOwnerIsNeverAskedAboutMembership() {
        ListHeader list = stored("usr_alice", 3);
        java.util.function.Predicate<String> unasked = user -> {
            throw new AssertionError("asked about " + user);
        };
        assertThat(list.checkChangeableBy(ALICE, unasked)).isEqualTo(ListRole.OWNER);
    }

    static Stream<Arguments> removals() {
        return Stream.of(
                arguments("a member itself (leaving)", BOB, "usr_bob", 200),
                arguments("the owner, a member", ALICE, "usr_bob", 200),
                arguments("a member, another member", BOB, "usr_dave", 403),
                arguments("a member, the owner", BOB, "usr_alice", 403),
                arguments("the owner, itself", ALICE, "usr_alice", 422),
                arguments("the app, a member of a user's list", APP, "usr_bob", 403));
    }

    @ParameterizedTest(name = "{0}: {3}")
    @MethodSource("removals")
    void whoRemovesWhom(String who, Credential caller, String member, int status) {
        ListHeader list = stored("usr_alice", 3);
        java.util.function.Predicate<String> members = user -> user.equals("usr_bob") || user.equals("usr_dave");
        if (status == 200) {
            assertThatNoException().isThrownBy(() -> list.checkMayRemove(caller, members, member));
        } else {
            assertThat(refusal(() -> list.checkMayRemove(caller, members, member)).status().value())
                    .isEqualTo(status);
        }
    }

    @Test
    void theTwentiethMemberJoinsAndTheTwentyFirstIsRefused() {
        ListHeader list = stored("usr_alice", 3);
        TooManyMembers refused = catchThrowableOfType(TooManyMembers.class, () -> list.join(BOB, 19, NOW));
        assertThat(refused.code().code()).isEqualTo("list.too_many_members");
        assertThat(refused.status().value()).isEqualTo(422);
        assertThat(list.version()).isEqualTo(VERSION);
        ListDecision decided = list.join(BOB, 18, NOW);
        assertThat(decided.header().version()).isEqualTo(VERSION + 1);
        ListChange joined = decided.saved(false, List.of(), List.of(), COMBINER).change().orElseThrow();
        assertThat(joined.type()).isEqualTo(ListChange.LIST_UPDATED);
        assertThat(joined.by()).isEqualTo("usr_bob");
        assertThat(joined.version()).isEqualTo(VERSION + 1);
        // An app's own list has no owner among its members: twenty users join it.
        assertThatNoException().isThrownBy(() -> stored(null, 0).join(BOB, 19, NOW));
    }

    // The change log (docs/api.md §7.1)

    private static ListItem flour(String id, double cups, boolean checked) {
        return new ListItem(id, new ItemFields("flour", new Quantity(cups, null), Unit.CUP, null, null, null,
                Category.BAKING, null, null), checked, CREATED, CREATED);
    }

    @Test
    void aChangeRecordsOneChangeWithTheCombinedLinesItTouchedAndRemoved() {
        ListHeader list = stored("usr_alice", 2);
        ListItem first = flour("itm_1", 1, false);
        ListItem second = flour("itm_2", 2, false);
        String line = CombinedLines.of(List.of(first), COMBINER).getFirst().id();

        list.checkChangeableBy(BOB, BOB_IS_A_MEMBER);
        ListDecision decided = list.changeItem(ListHeader.by(BOB), first, change().checked(true).build(), IfMatch.ANY,
                NOW, larder.food.TestFoods.FOODS);
        ListItem checked = decided.draft().in().getFirst();
        ListDecision.Saved saved = decided.saved(false, List.of(checked, second), List.of(), COMBINER);
        ListChange change = saved.change().orElseThrow();
        assertThat(change.version()).isEqualTo(VERSION + 1);
        assertThat(change.type()).isEqualTo(ListChange.ITEM_UPDATED);
        assertThat(change.by()).isEqualTo("usr_bob");
        assertThat(change.at()).isEqualTo(NOW);
        assertThat(change.item().id()).isEqualTo("itm_1");
        assertThat(change.item().checked()).isTrue();
        // The unchecked line keeps its id with one item left; the checked item starts a line of its own.
        assertThat(change.combinedItems()).extracting(ListChange.Combined::id)
                .containsExactly(CombinedLines.of(List.of(checked), COMBINER).getFirst().id(), line);
        assertThat(change.combinedItems().get(1).itemIds()).containsExactly("itm_2");
        assertThat(change.combinedItems().get(1).quantity()).isEqualTo(2.0);
        assertThat(change.combinedItemsRemoved()).isEmpty();
        assertThat(saved.events()).hasSize(2).last().isEqualTo(
                new ListEvents.ListChanged("lst_1", "app_1", VERSION + 1, change));

        ListDecision removed = decided.header().removeItem("usr_bob", second, IfMatch.ANY, NOW);
        ListChange removal = removed.saved(false, List.of(checked), List.of(), COMBINER).change().orElseThrow();
        assertThat(removal.type()).isEqualTo(ListChange.ITEM_REMOVED);
        assertThat(removal.itemId()).isEqualTo("itm_2");
        assertThat(removal.combinedItems()).isEmpty();
        assertThat(removal.combinedItemsRemoved()).containsExactly(line);
        assertThat(removed.header().itemCount()).isEqualTo(1);
    }

    private static ListItem item(String id, String name, double quantity, Unit unit, boolean checked) {
        return new ListItem(id, new ItemFields(name, new Quantity(quantity, null), unit, null, null, null,
                Category.BAKING, null, null), checked, CREATED, CREATED);
    }

    @Test
    void aChangeNamesOnlyTheLinesOfItsOwnItemsKeysAmongTheListsOtherLines() {
        ListHeader list = stored("usr_alice", 6);
        ListItem cup = item("itm_1", "flour", 1, Unit.CUP, false);
        ListItem grams = item("itm_2", "flour", 200, Unit.G, false);
        ListItem sugar = item("itm_3", "sugar", 1, Unit.CUP, false);
        ListItem sugarToo = item("itm_4", "sugar", 2, Unit.CUP, false);
        ListItem eggs = item("itm_5", "eggs", 2, null, false);
        ListItem checkedFlour = item("itm_6", "flour", 3, Unit.CUP, true);
        list.checkChangeableBy(ALICE, Credential.NOT_SHARED);
        ListDecision decided = list.changeItem(ListHeader.by(ALICE), cup, change().checked(true).build(), IfMatch.ANY,
                NOW, larder.food.TestFoods.FOODS);
        ListItem checked = decided.draft().in().getFirst();
        List<ListItem> now = List.of(checked, grams, sugar, sugarToo, eggs, checkedFlour);
        ListChange change = decided.saved(false, now, List.of(), COMBINER).change().orElseThrow();
        // The cup of flour joins the checked flour, and leaves the unchecked flour line (a cup and 200 g, which
        // combine through the flour's weight) with the grams alone: both lines are named, in the list's order. The
        // sugar and the eggs are lines of other keys, and the change does not name them.
        String checkedLine = CombinedLines.of(List.of(checkedFlour), COMBINER).getFirst().id();
        String uncheckedLine = CombinedLines.of(List.of(cup, grams), COMBINER).getFirst().id();
        assertThat(CombinedLines.of(List.of(cup, grams), COMBINER)).hasSize(1);
        assertThat(change.combinedItems()).extracting(ListChange.Combined::id)
                .containsExactly(checkedLine, uncheckedLine);
        assertThat(change.combinedItems().getFirst().itemIds()).containsExactlyInAnyOrder("itm_1", "itm_6");
        assertThat(change.combinedItems().getFirst().quantity()).isEqualTo(4.0);
        assertThat(change.combinedItems().get(1).itemIds()).containsExactly("itm_2");
        assertThat(change.combinedItemsRemoved()).isEmpty();

        // Unchecked again, the cup makes the unchecked line whole again: with the sugar and eggs still unnamed, the
        // checked line keeps only the three cups.
        ListDecision back = decided.header().changeItem(ListHeader.by(ALICE), checked, change().checked(false).build(),
                IfMatch.ANY, NOW, larder.food.TestFoods.FOODS);
        ListItem unchecked = back.draft().in().getFirst();
        ListChange undone = back.saved(false, List.of(unchecked, grams, sugar, sugarToo, eggs, checkedFlour),
                List.of(), COMBINER).change().orElseThrow();
        assertThat(undone.combinedItems()).extracting(ListChange.Combined::id)
                .containsExactly(uncheckedLine, checkedLine);
        assertThat(undone.combinedItems().getFirst().itemIds()).containsExactlyInAnyOrder("itm_1", "itm_2");
        assertThat(undone.combinedItems().get(1).itemIds()).containsExactly("itm_6");
        assertThat(undone.combinedItemsRemoved()).isEmpty();

        // Removing the eggs names their line as removed, and nothing else.
        ListChange eggsGone = back.header().removeItem("usr_alice", eggs, IfMatch.ANY, NOW)
                .saved(false, List.of(unchecked, grams, sugar, sugarToo, checkedFlour), List.of(), COMBINER).change()
                .orElseThrow();
        assertThat(eggsGone.combinedItems()).isEmpty();
        assertThat(eggsGone.combinedItemsRemoved())
                .containsExactly(CombinedLines.of(List.of(eggs), COMBINER).getFirst().id());
    }

    @Test
    void addingRecordsTheItemsItAddedAndDeletingTheLastChange() {
        ListHeader list = stored("usr_alice", 0);
        list.checkChangeableBy(ALICE, Credential.NOT_SHARED);
        ListDecision decided = list.add(ListHeader.by(ALICE), items(2), NOW, larder.food.TestFoods.FOODS);
        List<ListItem> added = decided.draft().in();
        ListChange change = decided.saved(true, added, List.of(), COMBINER).change().orElseThrow();
        assertThat(change.type()).isEqualTo(ListChange.ITEM_ADDED);
        assertThat(change.items()).extracting(ListChange.Item::id)
                .containsExactlyElementsOf(added.stream().map(ListItem::id).toList());
        assertThat(change.combinedItems()).singleElement().satisfies(line ->
                assertThat(line.itemIds()).hasSize(2));
        assertThat(change.item()).isNull();
        assertThat(change.list()).isNull();

        ListChange deleted = decided.header().delete("usr_alice", IfMatch.ANY, NOW).deletion();
        assertThat(deleted.type()).isEqualTo(ListChange.LIST_DELETED);
        assertThat(deleted.version()).isEqualTo(VERSION + 2);
        assertThat(deleted.list().id()).isEqualTo("lst_1");
    }

    @Test
    void aCombinedLineIdStaysWhileItsItemsAndQuantityChange() {
        String one = CombinedLines.of(List.of(flour("itm_1", 1, false)), COMBINER).getFirst().id();
        String three = CombinedLines.of(
                List.of(flour("itm_1", 1, false), flour("itm_2", 2, false)), COMBINER).getFirst().id();
        String later = CombinedLines.of(List.of(flour("itm_2", 5, false)), COMBINER).getFirst().id();
        assertThat(three).isEqualTo(one).isEqualTo(later).startsWith("cmb_");
        assertThat(CombinedLines.of(List.of(flour("itm_1", 1, true)), COMBINER).getFirst().id())
                .isNotEqualTo(one);
    }

    private static ProblemException refusal(Runnable rule) {
        ProblemException refused = catchThrowableOfType(ProblemException.class, rule::run);
        assertThat(refused).as("refused").isNotNull();
        return refused;
    }

    private static Change change() {
        return new Change();
    }

    /** An item change with only the members a case sends. */
    static final class Change {
        private Sent<Boolean> checked = Sent.leftOut();
        private Sent<String> name = Sent.leftOut();
        private Sent<Double> quantity = Sent.leftOut();
        private Sent<Double> quantityMax = Sent.leftOut();
        private Sent<String> unit = Sent.leftOut();
        private Sent<String> comment = Sent.leftOut();
        private Sent<String> brand = Sent.leftOut();

        Change checked(boolean value) {
            checked = Sent.of(value);
            return this;
        }

        Change name(String value) {
            name = Sent.of(value);
            return this;
        }

        Change quantity(Double value) {
            quantity = Sent.of(value);
            return this;
        }

        Change quantityMax(Double value) {
            quantityMax = Sent.of(value);
            return this;
        }

        Change unit(String value) {
            unit = Sent.of(value);
            return this;
        }

        Change comment(String value) {
            comment = Sent.of(value);
            return this;
        }

        Change brand(String value) {
            brand = Sent.of(value);
            return this;
        }

        ItemChange build() {
            return new ItemChange(checked, name, quantity, quantityMax, unit, comment, brand);
        }

        @Override
        public String toString() {
            return build().toString();
        }
    }
}
