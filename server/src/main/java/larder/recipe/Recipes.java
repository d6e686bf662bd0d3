package larder.recipe;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import larder.food.Foods;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.diet.Label;
import larder.platform.Cursor;
import larder.platform.Ids;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.recipe.RecipeEvents.RecipeCreated;
import larder.recipe.RecipeEvents.RecipeDeleted;
import larder.recipe.RecipeEvents.RecipeUpdated;
import larder.user.Preferences;
import larder.user.UserPreferences;
import larder.user.UsersErased;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Recipes of the catalogue and of users: load, let the aggregate decide, save, publish. */
@Service
public class Recipes {

    public static final double MAX_SCALE = 100;
    public static final int MAX_SERVINGS = 10_000;

    private final RecipeStore store;
    private final ApplicationEventPublisher events;
    private final Clock clock;
    private final UserPreferences preferences;
    private final RecipeIndex index;
    private final RecipeSearchStore searches;
    private final IndexProgress progress;

    private final Foods foods;

    Recipes(RecipeStore store, ApplicationEventPublisher events, Clock clock, UserPreferences preferences,
            Foods foods, RecipeIndex index, RecipeSearchStore searches, IndexProgress progress) {
        this.store = store;
        this.progress = progress;
        this.foods = foods;
        this.index = index;
        this.searches = searches;
        this.events = events;
        this.clock = clock;
        this.preferences = preferences;
    }

    /** A management token adds to the app's catalogue; a user token to the user's own recipes. */
    @Transactional
    public Recipe create(Credential credential, RecipeDraft input) {
        String owner = credential instanceof UserCredential user ? user.userId() : null;
        return save(credential.clientId(), owner, RecipeContent.from(input).linked(foods));
    }

    /**
     * Loads recipes into an app's catalogue without a credential, for the demo data and the recipe generator. A
     * bulk load is not news: it publishes no events. Its ingredients are stored with their food links, as a recipe
     * made through the API is: the search index's energy and protein need the links anyway, so storing them costs the
     * load nothing, and spares every later read from linking the lines again (docs/nutrition.md).
     */
    @Transactional
    public List<Recipe> createInCatalogue(String clientId, List<RecipeContent> contents) {
        List<Recipe> created = new ArrayList<>(contents.size());
        for (RecipeContent unlinked : contents) {
            Instant now = clock.instant();
            RecipeContent content = unlinked.linked(foods);
            Recipe recipe = new Recipe(Ids.next("rcp"), clientId, null, content, now, now);
            store.insert(recipe, index.of(content));
            created.add(recipe);
        }
        return created;
    }

    private Recipe save(String clientId, String ownerUserId, RecipeContent content) {
        Instant now = clock.instant();
        Recipe recipe = new Recipe(Ids.next("rcp"), clientId, ownerUserId, content, now, now);
        store.insert(recipe, index.of(content));
        events.publishEvent(new RecipeCreated(recipe));
        return recipe;
    }

    @Transactional(readOnly = true)
    public Recipe get(Credential credential, String id) {
        return store.find(id).filter(recipe -> recipe.visibleTo(credential))
                .orElseThrow(() -> new NotFound("Recipe " + id));
    }

    /**
     * For meal plans: the summaries and the recipes (as {@link #findVisible} reads them) of those of the ids this
     * credential may see, by id, in one read.
     */
    @Transactional(readOnly = true)
    public RecipeCards cards(Credential credential, java.util.Collection<String> ids) {
        Map<String, RecipeSummary> summaries = new java.util.HashMap<>();
        Map<String, Recipe> found = new java.util.HashMap<>();
        for (RecipeStore.Card card : store.cards(ids)) {
            if (card.recipe().visibleTo(credential)) {
                summaries.put(card.summary().id(), card.summary());
                found.put(card.recipe().id(), card.recipe());
            }
        }
        return new RecipeCards(summaries, found);
    }

    /**
     * For other modules (lists, carts): those of the recipes this credential may see, by id, in one read, with
     * their name, servings and ingredients only.
     */
    @Transactional(readOnly = true)
    public java.util.Map<String, Recipe> findVisible(Credential credential, java.util.Collection<String> ids) {
        java.util.Map<String, Recipe> found = new java.util.HashMap<>();
        store.findForIngredients(ids).stream().filter(recipe -> recipe.visibleTo(credential))
                .forEach(recipe -> found.put(recipe.id(), recipe));
        return found;
    }

    /**
     * Lays a merge patch over the recipe, then checks the result as a whole, as on creation. The patch is read from
     * {@code change} only once the recipe is found and the caller may change it: a recipe that is not there is a 404,
     * and one the caller may not change a 403, whatever the body.
     */
    @Transactional
    public Recipe update(Credential credential, String id, Supplier<RecipeChange> change) {
        Recipe recipe = get(credential, id);
        recipe.checkChangeableBy(credential);
        RecipeDraft input = change.get().over(asInput(recipe.content()));
        Recipe updated = recipe.with(RecipeContent.from(input).linked(foods), clock.instant());
        store.update(updated, index.of(updated.content()));
        events.publishEvent(new RecipeUpdated(updated));
        return updated;
    }

    @Transactional
    public void delete(Credential credential, String id) {
        Recipe recipe = get(credential, id);
        recipe.checkChangeableBy(credential);
        store.delete(id);
        events.publishEvent(new RecipeDeleted(recipe.id(), recipe.clientId(), recipe.ownerUserId()));
    }

    /**
     * The app's catalogue plus the caller's own recipes (an app's server: the catalogue), in the query's order. Not a
     * transaction: a search is one or two reads (the hits, then their summaries), and a recipe deleted between them
     * is only missing from the page. Beginning and committing one was 7% of a search's CPU on the server (JFR,
     * docs/benchmarks/recipe-search.md) and a round trip to the database.
     */
    public Page<RecipeSummary> search(Credential credential, RecipeQuery query, PageRequest page) {
        return search(credential, query, false, page);
    }

    /**
     * As {@link #search(Credential, RecipeQuery, PageRequest)}; with {@code honourPreferences}, a user also sees only
     * recipes that fit its preferences: each diet and avoided allergen, no disliked ingredient, its time
     * (docs/labels.md). Not a transaction either.
     */
    public Page<RecipeSummary> search(Credential credential, RecipeQuery query, boolean honourPreferences,
                                      PageRequest page) {
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        if (honourPreferences && userId != null) {
            query = query.and(RecipeFilter.of(preferences.get(userId)));
        }
        return Page.of(searches.search(credential.clientId(), userId, query, page), page, RecipeSearchStore.Hit::cursor)
                .map(RecipeSearchStore.Hit::recipe);
    }

    /**
     * For meal plans: a seeded sample of the app's catalogue and the user's own recipes that meet {@code query}
     * ({@link CandidateQuery}), in id order; at most {@code query.size()} plus what overlapping runs add, fewer when
     * fewer recipes meet it.
     */
    @Transactional(readOnly = true)
    public List<PlanCandidate> candidates(UserCredential user, CandidateQuery query) {
        return store.candidates(user.clientId(), user.userId(), query, progress.wordsToo());
    }

    /** Summaries of those of the recipes the caller may see, by id. */
    @Transactional(readOnly = true)
    public Map<String, RecipeSummary> summaries(Credential credential, java.util.Collection<String> ids) {
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        Map<String, RecipeSummary> found = new java.util.HashMap<>();
        store.summaries(List.copyOf(ids)).stream()
                .filter(s -> s.clientId().equals(credential.clientId())
                        && (s.ownerUserId() == null || s.ownerUserId().equals(userId)))
                .forEach(s -> found.put(s.id(), s));
        return found;
    }

    /**
     * The factor for {@code ?scale=} or {@code ?servings=}: at most one, positive, at most 100. The values arrive
     * read as numbers, so what is wrong with them is their range or their combination: 422 (docs/api.md §1).
     */
    public static double scaleFactor(Recipe recipe, Double scale, Integer servings) {
        if (scale != null && servings != null) {
            throw new InvalidRequest("scale", "Give scale or servings, not both.");
        }
        if (scale != null) {
            if (!(scale > 0 && scale <= MAX_SCALE)) {
                throw new InvalidRequest("scale", "scale must be a positive number of at most 100.");
            }
            return scale;
        }
        if (servings != null) {
            Integer base = recipe.content().servings();
            if (servings < 1 || servings > MAX_SERVINGS) {
                throw new InvalidRequest("servings", "servings must be between 1 and " + MAX_SERVINGS + ".");
            }
            if (base == null) {
                throw new InvalidRequest("servings", "This recipe does not say how many it serves; use scale instead.");
            }
            double factor = (double) servings / base;
            if (factor > MAX_SCALE) {
                throw new InvalidRequest("servings", "That is more than 100 times the recipe.");
            }
            return factor;
        }
        return 1;
    }

    /** Erasing users erases their own recipes, in the same transaction. */
    @EventListener
    void on(UsersErased erased) {
        Map<String, String> apps = erased.appsByUser();
        for (RecipeStore.Owned recipe : store.deleteByOwners(erased.userIds())) {
            events.publishEvent(new RecipeDeleted(recipe.id(), apps.get(recipe.ownerId()), recipe.ownerId()));
        }
    }

    static RecipeDraft asInput(RecipeContent c) {
        return new RecipeDraft(c.name(), c.description(),
                c.source() == null ? null : new RecipeDraft.SourceInput(c.source().name(), c.source().url()),
                c.images().stream().map(i -> new RecipeDraft.ImageInput(i.url(), i.width(), i.height())).toList(),
                c.servings(), c.prepTimeMinutes(), c.cookTimeMinutes(), c.totalTimeMinutes(),
                c.ingredients().stream().map(i -> new RecipeDraft.IngredientInput(i.text(), i.name(), i.quantity(),
                        i.quantityMax(), i.unit() == null ? null : i.unit().code(), i.comment(),
                        i.category() == null ? null : i.category().code(), i.group())).toList(),
                c.instructions().stream().map(i -> new RecipeDraft.InstructionInput(i.text())).toList(),
                c.tags());
    }
}
