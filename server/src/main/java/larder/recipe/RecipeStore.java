package larder.recipe;

import static larder.recipe.db.Tables.RECIPE;
import static larder.recipe.db.Tables.RECIPE_TERM;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import larder.food.FoodLink;
import larder.food.Foods;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.PageRequest;
import larder.platform.db.BulkInsert;
import larder.platform.db.HotStatement;
import larder.recipe.db.tables.RecipeTerm;
import larder.recipe.db.tables.records.RecipeRecord;
import org.jooq.CommonTableExpression;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record1;
import org.jooq.Record2;
import org.jooq.Record;
import org.jooq.SQLDialect;
import org.jooq.SelectJoinStep;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

@Repository
class RecipeStore {

    /** A summary's columns, first in every statement that reads summaries ({@link #summariesOf}). */
    static final List<Field<?>> SUMMARY = List.of(RECIPE.ID, RECIPE.CLIENT_ID, RECIPE.OWNER_USER_ID,
            RECIPE.NAME, RECIPE.IMAGES, RECIPE.TOTAL_TIME_MINUTES, RECIPE.TAGS, RECIPE.LABELS, RECIPE.LABELS_VERSION);

    private final DSLContext db;
    private final JsonMapper json;

    /**
     * How ingredients are stored: the API's shape, with units and categories as their codes, and since schema
     * {@link #INGREDIENTS_SCHEMA} the food link ({@code food}: the food's id, and {@code grams}), derived under the
     * row's {@code food_version}. Rows of the first shape (V2) have neither, and read as null.
     */
    record StoredIngredient(String text, String name, Double quantity, Double quantityMax, String unit,
                            String comment, String category, String group, String food, Double grams) {
    }

    /** The shape of the ingredients JSON written now (V42): each ingredient with its food link. */
    static final int INGREDIENTS_SCHEMA = 2;

    private final BulkInsert bulk;
    private final HotStatement forIngredients;
    private final HotStatement withIngredients;
    private final HotStatement cards;
    private final HotStatement summaryRows;
    private final HotStatement.Renderer hot;
    /** A candidate run's statement for each shape of query met so far (at most 612: up to 50 dislikes). */
    private final ConcurrentHashMap<CandidateShape, HotStatement> candidateStatements = new ConcurrentHashMap<>();

    private static final List<Field<?>> TERM_COLUMNS = List.of(RECIPE_TERM.CLIENT_ID, RECIPE_TERM.TERM,
            RECIPE_TERM.RECIPE_ID, RECIPE_TERM.OWNER_USER_ID, RECIPE_TERM.LABELS);

    private final Foods foods;
    private final AppLabelSets labelSets;

    RecipeStore(DSLContext db, JsonMapper json, HotStatement.Renderer hot, BulkInsert bulk, Foods foods,
                AppLabelSets labelSets) {
        this.db = db;
        this.labelSets = labelSets;
        this.foods = foods;
        this.json = json;
        this.bulk = bulk;
        // Every list or cart request with recipes runs the first: the ids bound as one array.
        Condition anyOfIds = DSL.condition("{0} = any ({1})", RECIPE.ID,
                DSL.param("ids", SQLDataType.VARCHAR.array()));
        this.forIngredients = hot.render(db.select(FOR_INGREDIENTS).from(RECIPE).where(anyOfIds));
        this.hot = hot;
        this.withIngredients = hot.render(db.select(FOR_INGREDIENTS).select(RECIPE.INGREDIENTS).from(RECIPE)
                .where(anyOfIds));
        this.cards = hot.render(db.select(SUMMARY).select(CARD_HEAD).from(RECIPE).where(anyOfIds));
        // Every search and feed page reads its recipes' summaries.
        this.summaryRows = hot.render(db.select(SUMMARY).from(RECIPE).where(anyOfIds));
        this.boundsStatement = hot.render(db.resultQuery(BOUNDS_WITH_GENERIC_PLANS,
                DSL.param("client", SQLDataType.VARCHAR)));
        this.restoreStatement = hot.render(db.resultQuery("select set_config('plan_cache_mode', {0}, true)",
                DSL.param("previous", SQLDataType.VARCHAR)));
    }

    void insert(Recipe recipe, RecipeIndex.Entry index) {
        RecipeRecord row = db.newRecord(RECIPE);
        fill(row, recipe, index);
        row.setId(recipe.id());
        row.setClientId(recipe.clientId());
        row.setOwnerUserId(recipe.ownerUserId());
        row.setCreatedAt(recipe.createdAt());
        row.insert();
        insertTerms(recipe, index);
    }

    void update(Recipe recipe, RecipeIndex.Entry index) {
        RecipeRecord row = db.newRecord(RECIPE);
        fill(row, recipe, index);
        db.update(RECIPE).set(row).where(RECIPE.ID.eq(recipe.id())).execute();
        db.deleteFrom(RECIPE_TERM).where(RECIPE_TERM.RECIPE_ID.eq(recipe.id())).execute();
        insertTerms(recipe, index);
    }

    /**
     * Claims up to {@code limit} recipes, in id order after {@code after} (null: from the first), whose index was
     * derived by an older version or by none: locked until the transaction ends, skipping those another node has
     * claimed ({@code FOR UPDATE SKIP LOCKED}), so that several nodes share the work. The id order keeps each claim a
     * range scan of the primary key from where the last one stopped.
     */
    List<String> claimUnindexed(String after, int limit) {
        Condition old = RECIPE.LABELS_VERSION.isNull().or(RECIPE.LABELS_VERSION.lt(RecipeIndex.VERSION));
        return db.select(RECIPE.ID).from(RECIPE).where(old, after == null ? DSL.noCondition() : RECIPE.ID.gt(after))
                .orderBy(RECIPE.ID).limit(limit).forUpdate().skipLocked().fetch(RECIPE.ID);
    }

    /** Whether any recipe's index was derived by an older version or by none, claimed or not. */
    boolean anyUnindexed() {
        return db.fetchExists(db.selectOne().from(RECIPE)
                .where(RECIPE.LABELS_VERSION.isNull().or(RECIPE.LABELS_VERSION.lt(RecipeIndex.VERSION))));
    }

    /**
     * Writes the derived part of these recipes' index afresh (their label and whole-name terms, their nutrition per
     * serving, {@code labels_version}), leaving their word and tag terms, their content and their updated_at as they
     * are: deriving them is not a change of the recipe. A few statements for the whole batch.
     */
    void reindex(List<Recipe> recipes, List<RecipeIndex.Entry> entries) {
        if (recipes.isEmpty()) {
            return;
        }
        List<String> ids = recipes.stream().map(Recipe::id).toList();
        db.deleteFrom(RECIPE_TERM).where(RECIPE_TERM.RECIPE_ID.in(ids),
                RECIPE_TERM.TERM.like("l:%").or(RECIPE_TERM.TERM.like(SearchTerms.NAME + "%"))).execute();
        List<Object[]> rows = new ArrayList<>();
        List<org.jooq.Query> updates = new ArrayList<>(recipes.size() * 2);
        for (int i = 0; i < recipes.size(); i++) {
            Recipe recipe = recipes.get(i);
            RecipeIndex.Entry entry = entries.get(i);
            for (String term : entry.terms()) {
                if (term.startsWith("l:") || term.startsWith(SearchTerms.NAME)) {
                    rows.add(new Object[] {recipe.clientId(), term, recipe.id(), recipe.ownerUserId(), entry.labels()});
                }
            }
            // The word and tag rows kept: their label set as derived now.
            updates.add(db.update(RECIPE_TERM).set(RECIPE_TERM.LABELS, entry.labels())
                    .where(RECIPE_TERM.RECIPE_ID.eq(recipe.id()), RECIPE_TERM.LABELS.ne(entry.labels())));
            updates.add(db.update(RECIPE).set(RECIPE.LABELS_VERSION, RecipeIndex.VERSION)
                    .set(RECIPE.LABELS, entry.labels())
                    .set(RECIPE.KCAL_PER_SERVING, entry.kcalPerServing())
                    .set(RECIPE.PROTEIN_G_PER_SERVING, entry.proteinGPerServing())
                    .where(RECIPE.ID.eq(recipe.id())));
        }
        db.batch(updates).execute();
        bulk.insert(RECIPE_TERM, TERM_COLUMNS, rows, row -> row);
        recordLabelSets(recipes.stream().map(Recipe::clientId).toList(),
                entries.stream().map(RecipeIndex.Entry::labels).toList());
    }

    void delete(String id) {
        db.deleteFrom(RECIPE).where(RECIPE.ID.eq(id)).execute();
    }

    /** A recipe and the user who owns it. */
    record Owned(String id, String ownerId) {
    }

    /** Deletes the recipes these users own; answers which went, in id order. */
    List<Owned> deleteByOwners(Collection<String> userIds) {
        if (userIds.isEmpty()) {
            return List.of();
        }
        List<Owned> owned = db.select(RECIPE.ID, RECIPE.OWNER_USER_ID).from(RECIPE)
                .where(RECIPE.OWNER_USER_ID.in(userIds)).orderBy(RECIPE.ID)
                .fetch(r -> new Owned(r.value1(), r.value2()));
        if (!owned.isEmpty()) {
            db.deleteFrom(RECIPE).where(RECIPE.OWNER_USER_ID.in(userIds)).execute();
        }
        return owned;
    }

    /**
     * The recipes with their ingredients only (what lists and carts take from them): name, instructions, images
     * and tags are left unread.
     */
    List<Recipe> findForIngredients(Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        // The ingredients' text is read only for recipes whose parsed ingredients are not remembered: popular
        // recipes are added again and again, and their ingredients are most of a recipe's bytes.
        List<Recipe> found = new ArrayList<>(ids.size());
        List<String> unknown = new ArrayList<>();
        forIngredients.with("ids", ids.toArray(String[]::new)).forEachRow(rs -> {
            Recipe recipe = remembered(Head.of(rs), unknown);
            if (recipe != null) {
                found.add(recipe);
            }
        });
        found.addAll(withIngredients(unknown).values());
        return found;
    }

    /** The head's recipe with its remembered parsed ingredients; else null, and its id goes to {@code unknown}. */
    private Recipe remembered(Head head, List<String> unknown) {
        List<RecipeContent.Ingredient> ingredients = parsedIngredients.getIfPresent(head.ingredientsKey());
        if (ingredients == null) {
            unknown.add(head.id());
            return null;
        }
        return head.recipe(ingredients);
    }

    /**
     * The recipes with their ingredients read from their rows and parsed (then remembered), for those whose parsed
     * ingredients were not remembered: a recipe changed since the first read is taken as it is now.
     */
    private Map<String, Recipe> withIngredients(List<String> ids) {
        Map<String, Recipe> found = new HashMap<>();
        if (!ids.isEmpty()) {
            withIngredients.with("ids", ids.toArray(String[]::new)).forEachRow(rs -> {
                Head head = Head.of(rs);
                String stored = rs.getString(FOR_INGREDIENTS.size() + 1);
                found.put(head.id(), head.recipe(parsedIngredients.get(head.ingredientsKey(),
                        key -> ingredients(stored, null, false))));
            });
        }
        return found;
    }

    /** A recipe's summary and the recipe with its ingredients (unlinked, as {@link #findForIngredients} reads it). */
    record Card(RecipeSummary summary, Recipe recipe) {
    }

    /**
     * The summaries and the recipes with their ingredients of the ids, in one read: a meal plan's answer shows the
     * one and counts the nutrition of the other. Not in the order of the ids.
     */
    List<Card> cards(Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        List<RecipeSummary> summaries = new ArrayList<>(ids.size());
        Map<String, Recipe> recipes = new HashMap<>();
        List<String> unknown = new ArrayList<>();
        Map<String, java.util.Set<larder.diet.Label>> labels = new HashMap<>();
        List<String> underived = new ArrayList<>();
        cards.with("ids", ids.toArray(String[]::new)).forEachRow(rs -> {
            RecipeSummary summary = summary(rs, labels, underived);
            summaries.add(summary);
            Recipe recipe = remembered(Head.ofCard(rs), unknown);
            if (recipe != null) {
                recipes.put(recipe.id(), recipe);
            }
        });
        recipes.putAll(withIngredients(unknown));
        labelsFromTerms(underived, labels);
        List<Card> cards = new ArrayList<>(summaries.size());
        for (RecipeSummary summary : summaries) {
            Recipe recipe = recipes.get(summary.id());
            if (recipe != null) {
                cards.add(new Card(withTrueLabels(summary, labels), recipe));
            }
        }
        return cards;
    }

    /** What lists and carts read of a recipe besides its ingredients. */
    private record Head(String id, String clientId, String ownerUserId, String name, Integer servings,
                        Instant createdAt, Instant updatedAt) {

        /** From a row that starts with {@link #FOR_INGREDIENTS}. */
        static Head of(ResultSet rs) throws SQLException {
            return of(rs, 5);
        }

        /** From a card's row: its {@link #SUMMARY} starts with the first four, and {@link #CARD_HEAD} follows. */
        static Head ofCard(ResultSet rs) throws SQLException {
            return of(rs, SUMMARY.size() + 1);
        }

        /** Id, app, owner and name from the first four columns; servings and the two times from {@code at} on. */
        private static Head of(ResultSet rs, int at) throws SQLException {
            return new Head(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                    (Integer) rs.getObject(at), rs.getObject(at + 1, OffsetDateTime.class).toInstant(),
                    rs.getObject(at + 2, OffsetDateTime.class).toInstant());
        }

        /** A recipe's ingredients change only with its updated_at. */
        String ingredientsKey() {
            return id + "@" + updatedAt;
        }

        Recipe recipe(List<RecipeContent.Ingredient> ingredients) {
            return new Recipe(id, clientId, ownerUserId, new RecipeContent(name, null, null, List.of(), servings,
                    null, null, null, ingredients, List.of(), List.of()), createdAt, updatedAt);
        }
    }

    private static final List<Field<?>> FOR_INGREDIENTS = List.of(RECIPE.ID, RECIPE.CLIENT_ID, RECIPE.OWNER_USER_ID,
            RECIPE.NAME, RECIPE.SERVINGS, RECIPE.CREATED_AT, RECIPE.UPDATED_AT);

    /** What a card's row holds past its {@link #SUMMARY}: the rest of {@link #FOR_INGREDIENTS}. */
    private static final List<Field<?>> CARD_HEAD = List.of(RECIPE.SERVINGS, RECIPE.CREATED_AT, RECIPE.UPDATED_AT);

    /**
     * Parsed ingredient lists, by recipe id and last change: a recipe's ingredients change only with its updated_at,
     * and lists and carts add the same popular recipes again and again.
     */
    private final com.github.benmanes.caffeine.cache.Cache<String, List<RecipeContent.Ingredient>> parsedIngredients =
            com.github.benmanes.caffeine.cache.Caffeine.newBuilder().maximumSize(20_000).build();

    /**
     * Tag lists, by their stored text: a catalogue holds few distinct ones, and a meal plan's draw reads a few hundred
     * rows, each with its tags (parsing them was about 5% of the server's time in a generation, JFR,
     * docs/meal-plans.md).
     */
    private final com.github.benmanes.caffeine.cache.Cache<String, List<String>> tagLists =
            com.github.benmanes.caffeine.cache.Caffeine.newBuilder().maximumSize(10_000).build();

    List<Recipe> findAll(Collection<String> ids) {
        return ids.isEmpty() ? List.of()
                : db.selectFrom(RECIPE).where(RECIPE.ID.in(ids)).fetch(this::toRecipe);
    }

    Optional<Recipe> find(String id) {
        return db.selectFrom(RECIPE).where(RECIPE.ID.eq(id)).fetchOptional().map(this::toRecipe);
    }

    /** Summaries of the given recipes, in the order of the ids. */
    List<RecipeSummary> summaries(List<String> ids) {
        return summaries(ids, summary -> true);
    }

    /**
     * Summaries of those of the ids that {@code keep} keeps, in the order of the ids: the rows of the ids are read
     * (at most a page), and a row not kept is not summarised further.
     */
    private List<RecipeSummary> summaries(List<String> ids, java.util.function.Predicate<RecipeSummary> keep) {
        if (ids.isEmpty()) {
            return List.of();
        }
        Map<String, RecipeSummary> byId = new HashMap<>();
        for (RecipeSummary summary : summariesOf(summaryRows.with("ids", ids.toArray(String[]::new)), keep)) {
            byId.put(summary.id(), summary);
        }
        return ids.stream().map(byId::get).filter(java.util.Objects::nonNull).toList();
    }

    /**
     * The summaries of the rows a statement answers, each starting with {@link #SUMMARY}, in its order: a search reads
     * its page's hits and their summaries in one statement.
     */
    List<RecipeSummary> summariesOf(HotStatement.Values statement) {
        return summariesOf(statement, summary -> true);
    }

    /** As {@link #summariesOf(HotStatement.Values)}, those that {@code keep} keeps. */
    private List<RecipeSummary> summariesOf(HotStatement.Values statement,
                                            java.util.function.Predicate<RecipeSummary> keep) {
        List<RecipeSummary> rows = new ArrayList<>();
        Map<String, java.util.Set<larder.diet.Label>> labels = new HashMap<>();
        List<String> underived = new ArrayList<>();
        statement.forEachRow(rs -> {
            RecipeSummary summary = summary(rs, labels, underived);
            if (keep.test(summary)) {
                rows.add(summary);
            }
        });
        labelsFromTerms(underived, labels);
        return rows.stream().map(r -> withTrueLabels(r, labels)).toList();
    }

    /**
     * A summary from a row that starts with {@link #SUMMARY}, without its labels: they are put in {@code labels}. The
     * true labels were derived when the recipe was written, so a card shows them without reading the recipe's
     * ingredients: from the row's label set when its index is of this version, else from its label terms later
     * ({@code underived}, {@link #labelsFromTerms}).
     */
    private RecipeSummary summary(ResultSet rs, Map<String, java.util.Set<larder.diet.Label>> labels,
                                  List<String> underived) throws SQLException {
        RecipeSummary summary = new RecipeSummary(rs.getString(1), rs.getString(2), rs.getString(3),
                rs.getString(4), images(rs.getString(5)), (Integer) rs.getObject(6), tags(rs.getString(7)),
                List.of());
        trueLabels(summary.id(), (Integer) rs.getObject(9), (Integer) rs.getObject(8), labels, underived);
        return summary;
    }

    /** A row's true labels from its label set when its index is of this version; else it is {@code underived}. */
    private static void trueLabels(String id, Integer version, Integer set,
                                   Map<String, java.util.Set<larder.diet.Label>> labels, List<String> underived) {
        if (version != null && version >= RecipeIndex.VERSION && set != null) {
            labels.put(id, RecipeLabels.labels(set));
        } else {
            underived.add(id);
        }
    }

    /** The true labels of recipes whose row's label set is not of this version, from their label terms. */
    private void labelsFromTerms(List<String> underived, Map<String, java.util.Set<larder.diet.Label>> labels) {
        if (!underived.isEmpty()) {
            db.select(RECIPE_TERM.RECIPE_ID, RECIPE_TERM.TERM).from(RECIPE_TERM)
                    .where(RECIPE_TERM.RECIPE_ID.in(underived), RECIPE_TERM.TERM.like("l:%"))
                    .forEach(r -> larder.diet.Label.fromCode(r.value2().substring(2)).ifPresent(label -> labels
                            .computeIfAbsent(r.value1(), id -> java.util.EnumSet.noneOf(larder.diet.Label.class))
                            .add(label)));
        }
    }

    private static RecipeSummary withTrueLabels(RecipeSummary summary,
                                                Map<String, java.util.Set<larder.diet.Label>> labels) {
        return summary.withTrueLabels(labels.getOrDefault(summary.id(), java.util.Set.of()).stream()
                .map(larder.diet.Label::code).toList());
    }

    /**
     * A seeded sample of the recipes a user sees that meet the query (docs/meal-plans.md): runs of consecutive ids
     * from a few pivots drawn between the app's first and last recipe id, each an index range scan that stops at its
     * run's length, then, when those come short (a small catalogue, or pivots near its end), the first ids. Each run
     * reads a stretch of the index about as long as the sample needs, so the cost follows the sample, not the
     * catalogue. Dislikes are matched as search's exclusions ({@link RecipeSearchStore}). While the index is not whole
     * ({@code wordsToo}), labels and dislikes are probed as terms per scanned recipe; once it is, labels are read from
     * the row's label set ({@code recipe.labels}) and dislikes from their postings in the scanned stretch
     * ({@link #candidateStatement}).
     */
    List<PlanCandidate> candidates(String clientId, String userId, CandidateQuery query, boolean wordsToo) {
        Bounds bounds = boundsWithGenericPlans(clientId);
        if (bounds.first() == null) {
            restorePlanning(bounds.planning());
            return List.of();
        }
        java.util.Random random = new java.util.Random(query.seed());
        int runs = 4;
        int run = Math.max(1, query.size() / runs);
        java.util.Map<String, PlanCandidate> found = new java.util.LinkedHashMap<>();
        Draw draw = new Draw(clientId, userId, query, query.excludedNames(), wordsToo);
        for (int i = 0; i < runs; i++) {
            String pivot = Pivots.between(bounds.first(), bounds.last(), random);
            candidateRun(draw, pivot, run).forEach(c -> found.putIfAbsent(c.id(), c));
        }
        if (found.size() < query.size()) {
            candidateRun(draw, null, query.size()).forEach(c -> found.putIfAbsent(c.id(), c));
        }
        restorePlanning(bounds.planning());
        return List.copyOf(found.values());
    }

    /**
     * The app's first and last recipe ids (null when it has none), and on PostgreSQL the {@code plan_cache_mode} that
     * {@link #BOUNDS_WITH_GENERIC_PLANS} replaced (null elsewhere).
     */
    private record Bounds(String first, String last, String planning) {
    }

    /** The app's bounds; on PostgreSQL, read by the statement that sets generic plans. */
    private Bounds boundsWithGenericPlans(String clientId) {
        if (db.dialect().family() != SQLDialect.POSTGRES) {
            var bounds = db.select(DSL.min(RECIPE.ID), DSL.max(RECIPE.ID)).from(RECIPE)
                    .where(RECIPE.CLIENT_ID.eq(clientId)).fetchOne();
            return new Bounds(bounds.value1(), bounds.value2(), null);
        }
        return boundsStatement.with("client", clientId).query((rs, row) -> new Bounds(rs.getString(1),
                rs.getString(2), rs.getString(3))).getFirst();
    }

    /**
     * On PostgreSQL, reads the app's bounds and makes the runs use the generic plan of their statement (once the
     * driver has prepared it, after five uses on a connection) for the rest of the draw, in one round trip: answers
     * the bounds and the setting it replaced. Planned for each run's values, a run was planned anew every time (all
     * 1,168 runs that auto_explain logged in a bench run, 2 to 9 ms of planning each), and for some pivots the plan
     * read and sorted, or hashed, every posting of a dislike (12,087 for "cilantro"), up to a second a run; the
     * generic plan reads from the pivot in every case (EXPLAIN EXECUTE, docs/meal-plans.md#cost; since the dislikes
     * are read by range, {@link #candidateStatement}, it is the index-only scan from the pivot and one range of
     * postings per dislike). Set for the transaction ({@code set_config(…, true)}): a draw that fails ends with its
     * transaction, and the setting with it.
     */
    private static final String BOUNDS_WITH_GENERIC_PLANS = "select b.first, b.last, p.previous, "
            + "set_config('plan_cache_mode', 'force_generic_plan', true) from "
            + "(select min(id) as first, max(id) as last from recipe where client_id = {0}) b, "
            // OFFSET 0 keeps the subquery a subquery: its row, the old value, is read before the new one is set.
            + "(select current_setting('plan_cache_mode') as previous offset 0) p";

    /** Rendered once, as jOOQ would parse the plain SQL for its bind places on every call (5% of a generation). */
    private final HotStatement boundsStatement;
    private final HotStatement restoreStatement;

    private void restorePlanning(String previous) {
        if (previous != null) {
            restoreStatement.with("previous", previous).query((rs, row) -> rs.getString(1));
        }
    }

    /** One generation's draw: whose, its query, and its dislikes' name terms, worked out once for all its runs. */
    private record Draw(String clientId, String userId, CandidateQuery query, List<String> names, boolean wordsToo) {
    }

    private List<PlanCandidate> candidateRun(Draw draw, String pivot, int limit) {
        if (draw.wordsToo()) {
            return candidateRun(candidateFilter(draw.clientId(), draw.userId(), draw.query(), pivot), limit);
        }
        Scan scan = scan(draw, pivot == null ? Bound.NONE : Bound.FROM, pivot, limit);
        List<PlanCandidate> kept = new ArrayList<>(scan.kept());
        // The dislikes took more than the scan could spare: go on after its last recipe for the rest.
        while (kept.size() < limit && scan.full()) {
            scan = scan(draw, Bound.AFTER, scan.last(), limit - kept.size());
            kept.addAll(scan.kept());
        }
        return kept;
    }

    /**
     * How many recipes that meet a run's row filters (visibility, labels, time) one statement scans for each it may
     * keep, when the user has dislikes: those are matched against the scanned stretch's postings all at once.
     */
    static final int SCAN_FACTOR = 2;

    /** Where a run's statement starts: at the app's first recipe, at a pivot, or after the last recipe scanned. */
    private enum Bound {
        NONE, FROM, AFTER
    }

    /**
     * What one statement of a run found: the candidates it kept, in id order, and, with dislikes, the last recipe it
     * scanned and whether it scanned all it could (so that more may follow).
     */
    private record Scan(List<PlanCandidate> kept, String last, boolean full) {
    }

    private Scan scan(Draw draw, Bound bound, String from, int limit) {
        List<String> names = draw.names();
        int labels = RecipeLabels.bits(draw.query().labels());
        Integer minutes = draw.query().maxTotalMinutes();
        HotStatement.Values values = candidateStatement(new CandidateShape(names.size(), labels != 0, minutes != null,
                bound)).with("client", draw.clientId()).with("user", draw.userId()).with("limit", limit);
        if (labels != 0) {
            values.with("labels", labels);
        }
        for (int n = 0; n < names.size(); n++) {
            values.with("n" + n, names.get(n));
        }
        if (minutes != null) {
            values.with("minutes", minutes);
        }
        if (bound != Bound.NONE) {
            values.with("bound", from);
        }
        if (names.isEmpty()) {
            return new Scan(values.query((rs, row) -> candidate(rs, 1)), null, false);
        }
        int scanned = limit * SCAN_FACTOR;
        values.with("scan", scanned);
        List<PlanCandidate> kept = new ArrayList<>(limit);
        String[] last = {null};
        int[] count = {0};
        values.forEachRow(rs -> {
            last[0] = rs.getString(1);
            count[0] = rs.getInt(2);
            if (rs.getString(3) != null) {
                kept.add(candidate(rs, 3));
            }
        });
        return new Scan(kept, last[0], count[0] == scanned);
    }

    /** A candidate from the five columns from {@code at} on: id, name, servings, total time and tags. */
    private PlanCandidate candidate(ResultSet rs, int at) throws SQLException {
        return new PlanCandidate(rs.getString(at), rs.getString(at + 1), (Integer) rs.getObject(at + 2),
                (Integer) rs.getObject(at + 3), tags(rs.getString(at + 4)));
    }

    /** The tags of a row, as stored ({@code ["vegan","dinner"]}). */
    private List<String> tags(String stored) {
        return tagLists.get(stored, text -> List.copyOf(json.readValue(text, TAGS)));
    }

    /** What a candidate run's statement holds, once the index is whole: its text is the same for the same shape. */
    private record CandidateShape(int excludedNames, boolean labels, boolean minutes, Bound bound) {
    }

    /**
     * A candidate run's statement once the index is whole, rendered once for its shape (a plan's generation runs it
     * four or five times; rendering it with jOOQ each time was about a tenth of the server's time in generating a
     * plan, JFR, docs/meal-plans.md). Labels are read from the row's set.
     *
     * <p>Without dislikes: the first {@code limit} ids from the bound that meet the row's filters, from the index
     * alone where it carries them ({@code recipe_app}, V48 on PostgreSQL), then their rows. With dislikes, one
     * statement of three steps: {@code scan}, the first {@code scan} such ids; the dislikes' postings within the
     * scanned stretch, read as one range of the index each, not probed per recipe (the probes were most of a run's
     * time, docs/meal-plans.md); and the first {@code limit} scanned ids without one, with their rows. Its rows are the
     * kept candidates, each with the last id scanned and how many were: one row with no candidate when none was kept.
     */
    private HotStatement candidateStatement(CandidateShape shape) {
        return candidateStatements.computeIfAbsent(shape, s -> {
            Field<String> client = DSL.param("client", RECIPE.CLIENT_ID);
            Condition where = RECIPE.CLIENT_ID.eq(client).and(RECIPE.OWNER_USER_ID.isNull()
                    .or(RECIPE.OWNER_USER_ID.eq(DSL.param("user", RECIPE.OWNER_USER_ID))));
            if (s.labels()) {
                Field<Integer> labels = DSL.param("labels", RECIPE.LABELS);
                where = where.and(DSL.bitAnd(RECIPE.LABELS, labels).eq(labels));
            }
            if (s.minutes()) {
                where = where.and(RECIPE.TOTAL_TIME_MINUTES.le(DSL.param("minutes", RECIPE.TOTAL_TIME_MINUTES)));
            }
            where = where.and(bounded(RECIPE.ID, s.bound()));
            larder.recipe.db.tables.Recipe row = RECIPE.as("candidate");
            if (s.excludedNames() == 0) {
                var ids = DSL.select(RECIPE.ID).from(RECIPE).where(where).orderBy(RECIPE.ID)
                        .limit(DSL.param("limit", 0)).asTable("kept");
                Field<String> kept = ids.field(RECIPE.ID);
                return hot.render(db.select(row.ID, row.NAME, row.SERVINGS, row.TOTAL_TIME_MINUTES, row.TAGS)
                        .from(ids).join(row).on(row.ID.eq(kept)).orderBy(row.ID));
            }
            CommonTableExpression<Record1<String>> scan = DSL.name("scan").fields("id").as(DSL.select(RECIPE.ID)
                    .from(RECIPE).where(where).orderBy(RECIPE.ID).limit(DSL.param("scan", 0)));
            Field<String> scanned = scan.field("id", String.class);
            List<Field<String>> names = new ArrayList<>();
            for (int n = 0; n < s.excludedNames(); n++) {
                names.add(DSL.param("n" + n, RECIPE_TERM.TERM));
            }
            Condition disliked = RECIPE_TERM.CLIENT_ID.eq(client).and(RECIPE_TERM.TERM.in(names))
                    .and(bounded(RECIPE_TERM.RECIPE_ID, s.bound()))
                    .and(RECIPE_TERM.RECIPE_ID.le(DSL.select(DSL.max(scanned)).from(scan)));
            CommonTableExpression<Record2<String, Integer>> meta = DSL.name("meta").fields("last_id", "scanned")
                    .as(DSL.select(DSL.max(scanned), DSL.count()).from(scan));
            // The kept ids are cut to the limit before their rows are read: PostgreSQL does not know that the scan
            // comes in id order, and sorting rows already joined read every row the dislikes left.
            CommonTableExpression<Record1<String>> kept = DSL.name("kept").fields("id").as(DSL.select(scanned)
                    .from(scan).where(scanned.notIn(DSL.select(RECIPE_TERM.RECIPE_ID).from(RECIPE_TERM)
                            .where(disliked))).orderBy(scanned).limit(DSL.param("limit", 0)));
            Field<String> keptId = kept.field("id", String.class);
            List<Field<?>> columns = new ArrayList<>(List.of(meta.fields()));
            columns.addAll(List.of(row.ID, row.NAME, row.SERVINGS, row.TOTAL_TIME_MINUTES, row.TAGS));
            return hot.render(db.with(scan, meta, kept).select(columns).from(meta).leftJoin(kept)
                    .on(DSL.trueCondition()).leftJoin(row).on(row.ID.eq(keptId)).orderBy(keptId));
        });
    }

    /** {@code id} at or after the bound's value ({@code :bound}), or after it, or anywhere. */
    private static Condition bounded(Field<String> id, Bound bound) {
        return switch (bound) {
            case NONE -> DSL.noCondition();
            case FROM -> id.ge(DSL.param("bound", id));
            case AFTER -> id.gt(DSL.param("bound", id));
        };
    }

    /**
     * The candidates' filter while the index is not whole (labels and dislikes' words probed as terms), from
     * {@code pivot} on when it is given. The pivot bounds each term's probe as well as the recipe: PostgreSQL does not
     * carry {@code recipe.id >= pivot} across {@code recipe_term.recipe_id = recipe.id}, and it answers a required
     * label with a merge join, so without the bound the label's postings were read from the catalogue's first recipe
     * up to the pivot, on every run (9,081 of them at a pivot 40% of the way through a 100,000-recipe catalogue;
     * EXPLAIN in docs/meal-plans.md#cost).
     */
    private static Condition candidateFilter(String clientId, String userId, CandidateQuery query, String pivot) {
        Condition where = RECIPE.CLIENT_ID.eq(clientId).and(RecipeSearchStore.visible(RECIPE.OWNER_USER_ID, userId));
        for (String term : query.requiredTerms()) {
            where = where.and(DSL.exists(termOf(clientId, term, pivot)));
        }
        // Exclusions are anti-joins probed per scanned recipe (a few hundred probes a run), not merge joins: no bound.
        where = where.and(RecipeSearchStore.excluding(clientId, RECIPE.ID, query.excludedNames(),
                query.excludedWords()));
        if (query.maxTotalMinutes() != null) {
            where = where.and(RECIPE.TOTAL_TIME_MINUTES.le(query.maxTotalMinutes()));
        }
        return pivot == null ? where : where.and(RECIPE.ID.ge(pivot));
    }

    /** The recipe's posting of {@code term} in the index, looked up from {@code pivot} on when it is given. */
    private static org.jooq.Select<Record1<Integer>> termOf(String clientId, String term, String pivot) {
        Condition posting = RECIPE_TERM.CLIENT_ID.eq(clientId).and(RECIPE_TERM.TERM.eq(term))
                .and(RECIPE_TERM.RECIPE_ID.eq(RECIPE.ID));
        return DSL.selectOne().from(RECIPE_TERM)
                .where(pivot == null ? posting : posting.and(RECIPE_TERM.RECIPE_ID.ge(pivot)));
    }

    private List<PlanCandidate> candidateRun(Condition where, int limit) {
        return db.select(RECIPE.ID, RECIPE.NAME, RECIPE.SERVINGS, RECIPE.TOTAL_TIME_MINUTES, RECIPE.TAGS)
                .from(RECIPE).where(where).orderBy(RECIPE.ID).limit(limit)
                .fetch(r -> new PlanCandidate(r.value1(), r.value2(), r.value3(), r.value4(),
                        tags(r.value5())));
    }

    /** The newest recipe ids of the app catalogue, newest first. */
    List<String> newestInCatalogue(String clientId, int limit) {
        return db.select(RECIPE.ID).from(RECIPE).where(RECIPE.CLIENT_ID.eq(clientId), RECIPE.OWNER_USER_ID.isNull())
                .orderBy(RECIPE.ID.desc()).limit(limit).fetch(RECIPE.ID);
    }

    /** The tag and ingredient terms ("t:…", "i:…") of the given recipes, as (recipe id, term) pairs. */
    List<Map.Entry<String, String>> featureTerms(Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return db.select(RECIPE_TERM.RECIPE_ID, RECIPE_TERM.TERM).from(RECIPE_TERM)
                .where(RECIPE_TERM.RECIPE_ID.in(ids), RECIPE_TERM.TERM.like("t:%").or(RECIPE_TERM.TERM.like("i:%")))
                .fetch(r -> Map.entry(r.value1(), r.value2()));
    }

    /**
     * For each term, its newest catalogue recipes (at most {@code perTerm}), as (term, recipe id) pairs: one
     * statement of limited index range scans, so its cost follows the number of terms, not the catalogue's size.
     */
    List<Map.Entry<String, String>> newestWithTerms(String clientId, List<String> terms, int perTerm) {
        if (terms.isEmpty()) {
            return List.of();
        }
        org.jooq.Select<org.jooq.Record2<String, String>> union = null;
        for (String term : terms) {
            var one = db.select(RECIPE_TERM.TERM, RECIPE_TERM.RECIPE_ID).from(RECIPE_TERM)
                    .where(RECIPE_TERM.CLIENT_ID.eq(clientId), RECIPE_TERM.TERM.eq(term),
                            RECIPE_TERM.OWNER_USER_ID.isNull())
                    .orderBy(RECIPE_TERM.RECIPE_ID.desc()).limit(perTerm);
            union = union == null ? one : union.unionAll(one);
        }
        return db.fetch(union).map(r -> Map.entry(r.value1(), r.value2()));
    }

    /** Summaries of those of the ids that are recipes of the app catalogue, in the order of the ids. */
    List<RecipeSummary> catalogueSummaries(String clientId, List<String> ids) {
        return summaries(ids, summary -> summary.clientId().equals(clientId) && summary.ownerUserId() == null);
    }

    /** Those of the ids that are recipes of the app catalogue. */
    java.util.Set<String> inCatalogue(String clientId, Collection<String> ids) {
        if (ids.isEmpty()) {
            return java.util.Set.of();
        }
        return new java.util.HashSet<>(db.select(RECIPE.ID).from(RECIPE)
                .where(RECIPE.ID.in(ids), RECIPE.CLIENT_ID.eq(clientId), RECIPE.OWNER_USER_ID.isNull())
                .fetch(RECIPE.ID));
    }

    private void insertTerms(Recipe recipe, RecipeIndex.Entry index) {
        bulk.insert(RECIPE_TERM, TERM_COLUMNS, List.copyOf(index.terms()),
                term -> new Object[] {recipe.clientId(), term, recipe.id(), recipe.ownerUserId(), index.labels()});
        recordLabelSets(List.of(recipe.clientId()), List.of(index.labels()));
    }

    /** Records that these apps have recipes with these label sets (pairwise), once each ({@link AppLabelSets}). */
    private void recordLabelSets(List<String> clientIds, List<Integer> sets) {
        labelSets.record(clientIds, sets);
    }

    /** The label sets that recipes of the app have (or had), each holding every bit of {@code required}. */
    List<Integer> labelSets(String clientId, int required) {
        return labelSets.holding(clientId, required);
    }

    private void fill(RecipeRecord row, Recipe recipe, RecipeIndex.Entry index) {
        RecipeContent c = recipe.content();
        row.setName(c.name());
        row.setDescription(c.description());
        row.setSourceName(c.source() == null ? null : c.source().name());
        row.setSourceUrl(c.source() == null ? null : c.source().url());
        row.setServings(c.servings());
        row.setPrepTimeMinutes(c.prepTimeMinutes());
        row.setCookTimeMinutes(c.cookTimeMinutes());
        row.setTotalTimeMinutes(c.totalTimeMinutes());
        row.setImages(json.writeValueAsString(c.images()));
        row.setIngredients(json.writeValueAsString(c.ingredients().stream().map(i -> new StoredIngredient(
                i.text(), i.name(), i.quantity(), i.quantityMax(), i.unit() == null ? null : i.unit().code(),
                i.comment(), i.category() == null ? null : i.category().code(), i.group(),
                i.food() == null ? null : i.food().foodId(), i.food() == null ? null : i.food().grams())).toList()));
        row.setIngredientsSchema(INGREDIENTS_SCHEMA);
        row.setLabels(index.labels());
        // Rows of every line linked carry the table's version; one with an unlinked line is linked again when read.
        row.setFoodVersion(c.ingredients().stream().allMatch(i -> i.food() != null) ? Foods.TABLE_VERSION : null);
        row.setInstructions(json.writeValueAsString(c.instructions()));
        row.setTags(json.writeValueAsString(c.tags()));
        row.setUpdatedAt(recipe.updatedAt());
        row.setLabelsVersion(RecipeIndex.VERSION);
        row.setKcalPerServing(index.kcalPerServing());
        row.setProteinGPerServing(index.proteinGPerServing());
    }

    private static final TypeReference<List<RecipeContent.Image>> IMAGES = new TypeReference<>() {
    };

    /** A stored image list; most recipes have none ({@code []}), which is not parsed. */
    private List<RecipeContent.Image> images(String stored) {
        return "[]".equals(stored) ? List.of() : json.readValue(stored, IMAGES);
    }

    private static final TypeReference<List<String>> TAGS = new TypeReference<>() {
    };

    private static final TypeReference<List<StoredIngredient>> STORED_INGREDIENTS = new TypeReference<>() {
    };

    /**
     * The stored ingredients. With {@code foodVersion} null (a row stored before links, or unlinked) every link is
     * derived from its line; with an older one too; under the current one the stored links are taken. Lists and
     * carts, which weigh their own items, read ingredients without their links ({@code linked} false).
     */
    private List<RecipeContent.Ingredient> ingredients(String stored, Integer foodVersion, boolean linked) {
        List<StoredIngredient> rows = json.readValue(stored, STORED_INGREDIENTS);
        List<RecipeContent.Ingredient> ingredients = new ArrayList<>(rows.size());
        for (StoredIngredient s : rows) {
            Unit unit = s.unit() == null ? null : Unit.fromCode(s.unit()).orElse(null);
            FoodLink food = !linked ? null : foods.read(s.food(), s.grams(), foodVersion, s.quantity(),
                    () -> Foods.line(s.text(), s.name(), s.quantity(), s.quantityMax(), unit, s.comment()));
            ingredients.add(new RecipeContent.Ingredient(s.text(), s.name(), s.quantity(), s.quantityMax(),
                    unit, s.comment(),
                    s.category() == null ? Category.OTHER : Category.fromCode(s.category()).orElse(Category.OTHER),
                    s.group(), food));
        }
        return ingredients;
    }

    private Recipe toRecipe(RecipeRecord r) {
        List<RecipeContent.Ingredient> ingredients = ingredients(r.getIngredients(), r.getFoodVersion(), true);
        RecipeContent content = new RecipeContent(r.getName(), r.getDescription(),
                r.getSourceName() == null && r.getSourceUrl() == null ? null
                        : new RecipeContent.Source(r.getSourceName(), r.getSourceUrl()),
                json.readValue(r.getImages(), IMAGES),
                r.getServings(), r.getPrepTimeMinutes(), r.getCookTimeMinutes(), r.getTotalTimeMinutes(),
                ingredients,
                json.readValue(r.getInstructions(), new TypeReference<List<RecipeContent.Instruction>>() {
                }),
                tags(r.getTags()));
        return new Recipe(r.getId(), r.getClientId(), r.getOwnerUserId(), content, r.getCreatedAt(),
                r.getUpdatedAt());
    }
}
