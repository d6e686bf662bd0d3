package larder.plan;

import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import larder.auth.UserCredential;
import larder.cart.Carts;
import larder.diet.Label;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.list.ShoppingLists;
import larder.pantry.Covered;
import larder.pantry.Pantries;
import larder.pantry.Subtraction;
import larder.plan.PlanEvents.MealPlanDeleted;
import larder.platform.Cursor;
import larder.platform.problem.FieldProblem;
import larder.platform.web.IfMatch;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.recipe.CandidateQuery;
import larder.recipe.PlanCandidate;
import larder.recipe.Recipe;
import larder.recipe.RecipeCards;
import larder.recipe.Recipes;
import larder.user.Preferences;
import larder.user.UserPreferences;
import larder.user.UsersErased;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Meal plans (docs/api.md §17, docs/meal-plans.md): each request loads the plan under its row lock, lets the plan
 * decide, and {@link #commit}s the decision: its rows and its events, in one transaction.
 */
@Service
public class MealPlans {

    /** The fewest and most candidates a generation draws, whatever the number of slots. */
    static final int MIN_DRAW = 60;
    static final int MAX_DRAW = 480;

    private final PlanStore store;
    private final Recipes recipes;
    private final PlanNutrition nutrition;
    private final UserPreferences preferences;
    private final ShoppingLists lists;
    private final Carts carts;
    private final Pantries pantry;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    MealPlans(PlanStore store, Recipes recipes, PlanNutrition nutrition, UserPreferences preferences,
              ShoppingLists lists, Carts carts, Pantries pantry, ApplicationEventPublisher events,
              Clock clock) {
        this.store = store;
        this.recipes = recipes;
        this.nutrition = nutrition;
        this.preferences = preferences;
        this.lists = lists;
        this.carts = carts;
        this.pantry = pantry;
        this.events = events;
        this.clock = clock;
    }

    @Transactional
    public PlanRead create(UserCredential user, PlanInputs.NewPlan input) {
        List<FieldProblem> problems = new ArrayList<>();
        String name = name(input.name(), problems);
        PlanDates dates;
        try {
            dates = PlanDates.of(input.startDate(), input.days());
        } catch (InvalidRequest e) {
            problems.addAll(e.errors());
            dates = null;
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return read(user, commit(MealPlan.create(user, name == null ? "Meal plan" : name, dates, clock.instant())));
    }

    @Transactional(readOnly = true)
    public Page<ListedPlan> list(UserCredential user, PageRequest page) {
        return Page.of(store.page(user.clientId(), user.userId(), page), page, l -> Cursor.of(l.plan().id()));
    }

    @Transactional(readOnly = true)
    public PlanRead get(UserCredential user, String id) {
        MealPlan plan = store.find(id).orElseThrow(() -> new NotFound("Meal plan " + id));
        plan.checkOwnedBy(user);
        return read(user, plan);
    }

    @Transactional
    public PlanRead rename(UserCredential user, String id, String newName, IfMatch ifMatch) {
        MealPlan plan = owned(user, id);
        List<FieldProblem> problems = new ArrayList<>();
        String name = name(newName, problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return read(user, commit(plan.rename(name, ifMatch, clock.instant())));
    }

    @Transactional
    public void delete(UserCredential user, String id, IfMatch ifMatch) {
        MealPlan plan = owned(user, id);
        List<Object> deleted = plan.delete(ifMatch);
        store.delete(id);
        deleted.forEach(events::publishEvent);
    }

    /** Adds a meal by hand: a recipe the user may see, on a date of the plan. */
    @Transactional
    public PlanRead addMeal(UserCredential user, String id, PlanInputs.NewMeal input) {
        MealPlan plan = owned(user, id);
        List<FieldProblem> problems = new ArrayList<>();
        LocalDate date = PlanDates.date(input.date(), "/date", true, problems);
        Slot slot = slot(input.slot(), "/slot", true, problems);
        Integer servings = servings(input.servings(), problems);
        Recipe recipe = null;
        if (input.recipeId() == null || input.recipeId().isBlank()) {
            problems.add(FieldProblem.invalid("/recipe_id", "is required"));
        } else {
            recipe = recipes.findVisible(user, List.of(input.recipeId())).get(input.recipeId());
            if (recipe == null) {
                problems.add(FieldProblem.invalid("/recipe_id", "no such recipe"));
            }
        }
        if (date != null && !plan.covers(date)) {
            problems.add(FieldProblem.invalid("/date", "must be a date of the plan, " + plan.startDate() + " to "
                    + plan.endDate()));
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        int planned = servings != null ? servings : defaultServings(preferences.get(user.userId()),
                recipe.content().servings());
        return read(user, commit(plan.add(date, slot, recipe.id(), recipe.content().name(), planned,
                clock.instant())));
    }

    @Transactional
    public PlanRead updateMeal(UserCredential user, String id, String mealId, PlanInputs.MealChange change,
                               IfMatch ifMatch) {
        MealPlan plan = owned(user, id);
        plan.findMeal(mealId).orElseThrow(() -> new NotFound("Meal " + mealId + " of meal plan " + id));
        List<FieldProblem> problems = new ArrayList<>();
        LocalDate date = PlanDates.date(change.date(), "/date", false, problems);
        Slot slot = slot(change.slot(), "/slot", false, problems);
        Integer servings = servings(change.servings(), problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return read(user, commit(plan.changeMeal(mealId, date, slot, servings, ifMatch, clock.instant())));
    }

    @Transactional
    public void deleteMeal(UserCredential user, String id, String mealId, IfMatch ifMatch) {
        MealPlan plan = owned(user, id);
        commit(plan.removeMeal(mealId, ifMatch, clock.instant()));
    }

    /**
     * Fills the empty slots of the range from a seeded draw of the recipes the user's preferences allow
     * (docs/meal-plans.md); slots it cannot fill are reported, not refused.
     */
    @Transactional
    public PlanRead generate(UserCredential user, String id, PlanInputs.Generate input) {
        MealPlan plan = owned(user, id);
        GenerateRequest request = GenerateRequest.of(input, plan);
        Preferences own = preferences.get(user.userId());
        List<Generator.Want> wants = new ArrayList<>();
        for (LocalDate date : request.dates()) {
            for (Slot slot : request.slotsInOrder()) {
                if (plan.meals().stream().noneMatch(m -> m.date().equals(date) && m.slot() == slot)) {
                    wants.add(new Generator.Want(date, slot));
                }
            }
        }
        if (wants.isEmpty()) {
            return read(user, plan);
        }
        Set<Label> labels = EnumSet.noneOf(Label.class);
        own.diets().forEach(d -> labels.add(d.label()));
        own.avoid().forEach(a -> labels.add(a.label()));
        Integer minutes = request.maxTotalMinutes();
        if (own.maxTotalMinutes() != null) {
            minutes = minutes == null ? own.maxTotalMinutes() : Integer.valueOf(Math.min(minutes,
                    own.maxTotalMinutes()));
        }
        int draw = Math.clamp(wants.size() * 4L, MIN_DRAW, MAX_DRAW);
        List<PlanCandidate> drawn = new ArrayList<>(recipes.candidates(user,
                new CandidateQuery(labels, own.dislikes(), minutes, request.seed(), draw)));
        java.util.Collections.shuffle(drawn, new Random(request.seed()));
        Map<String, Recipe> withIngredients = request.kcal() == null ? Map.of()
                : recipes.findVisible(user, union(drawn.stream().map(PlanCandidate::id).toList(),
                        plan.meals().stream().map(Meal::recipeId).toList()));
        List<Generator.Candidate> candidates = drawn.stream().map(c -> new Generator.Candidate(c.id(), c.name(),
                defaultServings(own, c.servings()), kcal(withIngredients.get(c.id())), slotsOf(c.tags()))).toList();
        List<Generator.Planned> planned = plan.meals().stream().map(m -> new Generator.Planned(m.date(),
                m.recipeId(), kcal(withIngredients.get(m.recipeId())))).toList();
        Generator.Result result = Generator.fill(wants, candidates, planned, request.kcal());
        MealPlan.Generated generated = plan.place(result.placed(), clock.instant());
        List<Unmet> unmet = new ArrayList<>(result.unmet());
        generated.noRoom().forEach(p -> unmet.add(new Unmet(p.date(), p.slot(), Generator.PLAN_FULL)));
        unmet.sort(java.util.Comparator.comparing(Unmet::date).thenComparing(Unmet::slot));
        PlanRead read = read(user, commit(generated.planned()));
        return new PlanRead(read.plan(), read.recipes(), read.days(), unmet);
    }

    /**
     * Puts the ingredients of the range's meals, each recipe scaled to its meals' servings, on a list (brought in line
     * with the plan, docs/meal-plans.md) or on a new cart.
     */
    @Transactional
    public Shopped shop(UserCredential user, String id, PlanInputs.Shopping input) {
        MealPlan plan = store.find(id).orElseThrow(() -> new NotFound("Meal plan " + id));
        plan.checkOwnedBy(user);
        ShoppingRequest request = ShoppingRequest.of(input, plan);
        List<Meal> meals = plan.meals().stream().filter(m -> request.covers(m.date())).toList();
        Map<String, Recipe> found = recipes.findVisible(user, meals.stream().map(Meal::recipeId).distinct().toList());
        List<NewItems.AddedRecipe> wanted = new ArrayList<>();
        List<NewItems.NewItem> items = new ArrayList<>();
        for (Meal meal : meals) {
            Recipe recipe = found.get(meal.recipeId());
            if (recipe == null) {
                continue;
            }
            Integer makes = recipe.content().servings();
            double scale = makes == null ? 1 : (double) meal.servings() / makes;
            wanted.add(new NewItems.AddedRecipe(recipe, scale));
            recipe.content().ingredients().forEach(i -> items.add(new NewItems.FromRecipe(recipe, scale, i)));
        }
        NewItems.Checked needs = new NewItems.Checked(items, wanted);
        // Each recipe once, its meals' scales added up, as a list and a cart both take it.
        List<NewItems.AddedRecipe> once = needs.recipesOnce();
        List<ItemFields> asked = new ArrayList<>();
        for (NewItems.AddedRecipe r : once) {
            r.recipe().content().ingredients()
                    .forEach(i -> asked.add(ItemFields.of(new NewItems.FromRecipe(r.recipe(), r.scale(), i))));
        }
        // What the pantry leaves of those needs, read once for the whole range (docs/pantry.md); never written.
        Subtraction left = request.subtractPantry() ? pantry.subtract(user.userId(), asked)
                : Subtraction.none(asked);
        List<Covered> covered = request.subtractPantry() ? left.covered() : null;
        if (request.listId() != null) {
            Map<String, List<ItemFields>> reduced = new HashMap<>();
            if (request.subtractPantry()) {
                int at = 0;
                for (NewItems.AddedRecipe r : once) {
                    List<ItemFields> kept = new ArrayList<>();
                    for (int i = 0; i < r.recipe().content().ingredients().size(); i++, at++) {
                        left.toBuy().get(at).ifPresent(kept::add);
                    }
                    reduced.put(r.recipe().id(), kept);
                }
            }
            return new Shopped.OnList(lists.converge(user, request.listId(), request.source(plan), once, reduced),
                    covered);
        }
        List<NewItems.NewItem> cartItems = new ArrayList<>();
        for (int i = 0; i < asked.size(); i++) {
            left.toBuy().get(i).ifPresent(fields -> cartItems.add(new NewItems.Given(fields, null)));
        }
        return new Shopped.InCart(carts.create(user, request.retailerId(), new NewItems.Checked(
                request.subtractPantry() ? cartItems : onceItems(once), once)), covered);
    }

    /** A cart takes each recipe once, its meals' scales added up, as a list does. */
    private static List<NewItems.NewItem> onceItems(List<NewItems.AddedRecipe> once) {
        List<NewItems.NewItem> items = new ArrayList<>();
        for (NewItems.AddedRecipe r : once) {
            r.recipe().content().ingredients().forEach(i -> items.add(new NewItems.FromRecipe(r.recipe(), r.scale(), i)));
        }
        return items;
    }

    /** Erasing users erases their plans, in the same transaction. */
    @EventListener
    void on(UsersErased erased) {
        for (PlanStore.Owned plan : store.plansOf(erased.userIds())) {
            store.delete(plan.id());
            events.publishEvent(new MealPlanDeleted(plan.id(), plan.clientId(), plan.userId()));
        }
    }

    /** Writes the decision's rows and publishes its events: the one way a plan's change is saved. */
    private MealPlan commit(MealPlan.Planned planned) {
        store.commit(planned);
        planned.events().forEach(events::publishEvent);
        return planned.plan();
    }

    private PlanRead read(UserCredential user, MealPlan plan) {
        List<String> ids = plan.meals().stream().map(Meal::recipeId).distinct().toList();
        RecipeCards cards = recipes.cards(user, ids);
        return new PlanRead(plan, cards.summaries(), nutrition.byDay(plan, cards.recipes()), List.of());
    }

    private MealPlan owned(UserCredential user, String id) {
        MealPlan plan = store.locked(id).orElseThrow(() -> new NotFound("Meal plan " + id));
        plan.checkOwnedBy(user);
        return plan;
    }

    private Double kcal(Recipe recipe) {
        return recipe == null ? null : nutrition.kcalPerServing(recipe);
    }

    /** A meal is for the household's size, or else for as many as its recipe serves, or else one. */
    static int defaultServings(Preferences preferences, Integer recipeServings) {
        if (preferences.householdSize() != null) {
            return preferences.householdSize();
        }
        return recipeServings == null ? 1 : Math.clamp(recipeServings, 1, Meal.MAX_SERVINGS);
    }

    /** The slots a recipe's tags name: a recipe tagged "breakfast" is planned for breakfast only. */
    static Set<Slot> slotsOf(List<String> tags) {
        Set<Slot> slots = EnumSet.noneOf(Slot.class);
        tags.forEach(tag -> Slot.fromCode(tag).ifPresent(slots::add));
        return slots;
    }

    private static List<String> union(List<String> a, List<String> b) {
        Set<String> all = new LinkedHashSet<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }

    private static String name(String value, List<FieldProblem> problems) {
        if (value == null) {
            return null;
        }
        String name = value.strip();
        if (name.isEmpty() || name.length() > MealPlan.MAX_NAME) {
            problems.add(FieldProblem.invalid("/name", "must be 1 to " + MealPlan.MAX_NAME + " characters"));
            return null;
        }
        return name;
    }

    static Slot slot(String value, String pointer, boolean required, List<FieldProblem> problems) {
        if (value == null) {
            if (required) {
                problems.add(FieldProblem.invalid(pointer, "is required"));
            }
            return null;
        }
        return Slot.fromCode(value).orElseGet(() -> {
            problems.add(FieldProblem.invalid(pointer, "must be breakfast, lunch, dinner or snack"));
            return null;
        });
    }

    private static Integer servings(Integer value, List<FieldProblem> problems) {
        if (value != null && (value < 1 || value > Meal.MAX_SERVINGS)) {
            problems.add(FieldProblem.invalid("/servings", "must be 1 to " + Meal.MAX_SERVINGS));
            return null;
        }
        return value;
    }

    /** A seed for a generation that names none. */
    static long anySeed() {
        return ThreadLocalRandom.current().nextLong();
    }
}
