package larder.recipe;

import static larder.recipe.db.Tables.RECIPE;
import static larder.recipe.db.Tables.RECIPE_TERM;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import larder.platform.Cursor;
import larder.platform.db.FairDataSource;
import larder.platform.db.HotStatement;
import larder.platform.db.Turns;
import larder.platform.problem.InvalidRequest;
import larder.platform.PageRequest;
import larder.recipe.db.tables.RecipeTerm;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.Record1;
import org.jooq.Select;
import org.jooq.SelectConditionStep;
import org.jooq.SelectJoinStep;
import org.jooq.SortField;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Repository;

/**
 * Recipe search and the feed's filtered reads, as single statements over the search index (docs/labels.md). A query
 * starts from the index entries of its first term (or from the recipe rows of the app, when it has no term), joins
 * each other term by primary key, leaves out recipes with an excluded ingredient by a correlated look-up of its
 * whole-name term, and joins the recipe row by primary key only when a bound or the order needs it.
 */
@Repository
class RecipeSearchStore {

    /** A value of the cursor standing for "the recipe does not say" (sorted last). */
    private static final String UNKNOWN = "-";

    /**
     * The longest SQL, in characters, of the statements kept for {@link #newestBySets}: about 600 a label set, so room
     * for thousands of shapes of a few sets or a few hundred of many.
     */
    private static final int SET_SEARCH_CHARACTERS = 8_000_000;
    /** More label sets than this holding a search's labels, and the search tries {@link #newestInWindow} first. */
    static final int MANY_SETS = 32;
    /** How many of the first term's newest entries {@link #newestInWindow} reads. */
    static final int SEARCH_WINDOW = 400;

    private final DSLContext db;
    private final RecipeStore recipes;
    private final IndexProgress progress;
    private final HotStatement.Renderer hot;
    private final int manySets;
    private final int searchWindow;
    /** {@link #newestBySets}'s statements, each rendered once for its shape. */
    private final Cache<SetSearch, HotStatement> setSearches = Caffeine.newBuilder()
            .maximumWeight(SET_SEARCH_CHARACTERS).weigher((SetSearch s, HotStatement h) -> h.toString().length())
            .build();

    /** Searches reading the database at once ({@link SearchSettings}). */
    private final Turns turns;

    /** A search waits for its turn as long as a request waits for a connection of the pool. */
    @Autowired
    RecipeSearchStore(DSLContext db, RecipeStore recipes, IndexProgress progress, HotStatement.Renderer hot,
                      SearchSettings settings, FairDataSource pool) {
        this(db, recipes, progress, hot, MANY_SETS, SEARCH_WINDOW,
                new Turns(settings.atOnce(), Duration.ofMillis(pool.waitMillis())));
    }

    /**
     * With other values for {@link #MANY_SETS} and {@link #SEARCH_WINDOW}, which tests make small, and the searches'
     * turns.
     */
    RecipeSearchStore(DSLContext db, RecipeStore recipes, IndexProgress progress, HotStatement.Renderer hot,
                      int manySets, int searchWindow, Turns turns) {
        this.db = db;
        this.recipes = recipes;
        this.progress = progress;
        this.hot = hot;
        this.manySets = manySets;
        this.searchWindow = searchWindow;
        this.turns = turns;
    }

    /** A hit and the cursor that points after it. */
    record Hit(RecipeSummary recipe, Cursor cursor) {
    }

    /**
     * One page of the recipes of the app visible to the user (or the catalogue alone, for no user) that meet the
     * query, in its order, after the cursor. A cursor carries its order: one of another order is unreadable (400).
     * It waits its {@link Turns turn} to read the database: 503 when none comes within the pool's wait.
     */
    List<Hit> search(String clientId, String userId, RecipeQuery query, PageRequest page) {
        return turns.take(() -> searchNow(clientId, userId, query, page));
    }

    private List<Hit> searchNow(String clientId, String userId, RecipeQuery query, PageRequest page) {
        SearchSort sort = query.sort();
        RecipeFilter filter = query.filter();
        Map<String, Object> values = new HashMap<>();
        List<Integer> sets = sort.byValue() ? null : labelSets(clientId, filter);
        if (sets == null) {
            return hits(sort, recipes.summaries(joined(clientId, userId, query, page, values)), values);
        }
        List<String> ids = sets.size() > manySets ? newestInWindow(clientId, userId, query, page) : null;
        return hits(sort, ids != null ? recipes.summaries(ids) : newestBySets(clientId, userId, query, sets, page),
                values);
    }

    /**
     * With many label sets holding the labels asked for (a union of a branch each: 401 branches took 30 to 90 ms a
     * search at 1,000,000 recipes): the hits among the newest {@link #SEARCH_WINDOW} entries of the first term, each
     * other term and label joined by primary key, when they fill the page; otherwise null, and the sets are read. A
     * whole page found there is the answer, as every hit outside the window is older than the window's. How many sets
     * hold the labels does not say how many recipes do ({@code gluten_free}: 233 sets of 596 and a fifth of a
     * generated catalogue; {@code vegan}: 28 sets and 6.5%), so the window is tried, not chosen: a filter that few of
     * the term's recipes meet costs the window's reads more, a bounded price.
     */
    private List<String> newestInWindow(String clientId, String userId, RecipeQuery query, PageRequest page) {
        String after = page.after().map(cursor -> lastId(query.sort(), cursor)).orElse(null);
        List<String> ids = windowed(clientId, userId, query.terms(), null, query.filter(), after, page.fetchSize(),
                searchWindow).fetch(0, String.class);
        return ids.size() < page.fetchSize() ? null : ids;
    }

    /** One statement: the first term's entries, each other term and label joined by primary key. */
    private List<String> joined(String clientId, String userId, RecipeQuery query, PageRequest page,
                                Map<String, Object> values) {
        SearchSort sort = query.sort();
        List<String> terms = query.terms();
        RecipeFilter filter = query.filter();
        Shape shape = terms.isEmpty() ? Shape.ofRows(clientId, userId) : Shape.ofTerms(clientId, userId, terms);
        SelectJoinStep<? extends Record> select = shape.select(db, filter.readsRow() || sort.byValue());
        Field<String> id = shape.id();
        Condition where = shape.where().and(bounds(filter)).and(excluding(clientId, id, filter));
        if (page.after().isPresent()) {
            where = where.and(after(sort, id, page.after().get()));
        }
        Field<?> value = value(sort);
        List<SortField<?>> order = new ArrayList<>();
        if (value != null) {
            order.add(value.asc().nullsLast());
        }
        order.add(id.desc());
        return select.where(where).orderBy(order).limit(page.fetchSize()).fetch(r -> {
            String found = r.get(id);
            if (value != null) {
                values.put(found, r.get(value));
            }
            return found;
        });
    }

    /**
     * Newest first, with labels asked for (docs/labels.md): for each label set the app's recipes have that holds every
     * label asked for, that set's entries of the first word term (or, with no word, of the first label's term), newest
     * first and as many as the page, with the other word terms joined by primary key; then the newest of those. Each
     * set's read stops at its page, so a search costs about a page per set, however few of the term's recipes have
     * the labels. The statement is rendered once for each {@link SetSearch shape} and its values bound by name; it
     * reads the hits' summaries too, so that a page is one statement.
     */
    private List<RecipeSummary> newestBySets(String clientId, String userId, RecipeQuery query, List<Integer> sets,
                                      PageRequest page) {
        RecipeFilter filter = query.filter();
        if (sets.isEmpty()) {
            return List.of();
        }
        List<String> words = query.wordTerms();
        List<String> terms = words.isEmpty() ? filter.labelTerms().subList(0, 1) : words;
        List<String> names = filter.excludedNames();
        List<List<String>> excludedWords = progress.wordsToo() ? filter.excludedWords() : List.of();
        String after = page.after().map(cursor -> lastId(query.sort(), cursor)).orElse(null);
        SetSearch shape = new SetSearch(terms.size(), sets.size(), userId != null, filter.maxTotalMinutes() != null,
                filter.maxKcal() != null, filter.minProteinG() != null, names.size(),
                excludedWords.stream().map(List::size).toList(), after != null);
        HotStatement.Values values = setSearches.get(shape, this::render).with("client", clientId)
                .with("limit", page.fetchSize());
        bind(values, "term", terms);
        bind(values, "set", sets);
        bind(values, "name", names);
        for (int i = 0; i < excludedWords.size(); i++) {
            bind(values, "word" + i + "_", excludedWords.get(i));
        }
        if (userId != null) {
            values.with("user", userId);
        }
        if (filter.maxTotalMinutes() != null) {
            values.with("minutes", filter.maxTotalMinutes());
        }
        if (filter.maxKcal() != null) {
            values.with("kcal", filter.maxKcal());
        }
        if (filter.minProteinG() != null) {
            values.with("protein", filter.minProteinG());
        }
        if (after != null) {
            values.with("after", after);
        }
        return recipes.summariesOf(values);
    }

    /**
     * What makes one search by label sets render differently from another: how many terms, sets, excluded names and
     * words, and which of the user, the bounds and the cursor it has. The values are bound by name.
     */
    private record SetSearch(int terms, int sets, boolean user, boolean minutes, boolean kcal, boolean protein,
                             int names, List<Integer> words, boolean after) {

        boolean readsRow() {
            return minutes || kcal || protein;
        }
    }

    /** {@link #newestBySets}'s statement for a shape, every value a named parameter. */
    private HotStatement render(SetSearch s) {
        Field<String> client = DSL.param("client", RECIPE_TERM.CLIENT_ID);
        Field<String> user = s.user() ? DSL.param("user", RECIPE_TERM.OWNER_USER_ID) : null;
        List<Field<String>> terms = params("term", s.terms(), RECIPE_TERM.TERM);
        List<Field<String>> names = params("name", s.names(), RECIPE_TERM.TERM);
        List<List<Field<String>>> words = new ArrayList<>();
        for (int i = 0; i < s.words().size(); i++) {
            words.add(params("word" + i + "_", s.words().get(i), RECIPE_TERM.TERM));
        }
        Condition bounds = bounds(s.minutes() ? DSL.param("minutes", RECIPE.TOTAL_TIME_MINUTES) : null,
                s.kcal() ? DSL.param("kcal", RECIPE.KCAL_PER_SERVING) : null,
                s.protein() ? DSL.param("protein", RECIPE.PROTEIN_G_PER_SERVING) : null);
        Field<Integer> limit = DSL.param("limit", Integer.class);
        Select<Record1<String>> union = null;
        for (int i = 0; i < s.sets(); i++) {
            Shape shape = Shape.ofTerms(client, user, terms);
            Field<String> id = shape.id();
            Field<Integer> set = DSL.param("set" + i, RECIPE_TERM.LABELS);
            Condition where = shape.where().and(shape.first().LABELS.eq(set)).and(bounds)
                    .and(excluding(client, id, names, words));
            if (s.after()) {
                where = where.and(id.lt(DSL.param("after", RECIPE_TERM.RECIPE_ID)));
            }
            Select<Record1<String>> branch = shape.selectId(db, s.readsRow(), set).where(where).orderBy(id.desc())
                    .limit(limit);
            union = union == null ? branch : union.unionAll(branch);
        }
        Table<Record1<String>> found = union.asTable("found");
        Field<String> id = found.field(0, String.class);
        Table<Record1<String>> hits = db.select(id).from(found).orderBy(id.desc()).limit(limit).asTable("hits");
        Field<String> hit = hits.field(0, String.class);
        return hot.render(db.select(RecipeStore.SUMMARY).from(hits).join(RECIPE).on(RECIPE.ID.eq(hit))
                .orderBy(hit.desc()));
    }

    /** Named parameters {@code prefix0}, {@code prefix1}, … of the field's type. */
    private static <T> List<Field<T>> params(String prefix, int count, Field<T> type) {
        List<Field<T>> params = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            params.add(DSL.param(prefix + i, type));
        }
        return params;
    }

    /** Binds {@link #params}' parameters to the values, in order. */
    private static void bind(HotStatement.Values values, String prefix, List<?> each) {
        for (int i = 0; i < each.size(); i++) {
            values.with(prefix + i, each.get(i));
        }
    }

    private static List<Hit> hits(SearchSort sort, List<RecipeSummary> summaries, Map<String, Object> values) {
        List<Hit> hits = new ArrayList<>(summaries.size());
        for (RecipeSummary summary : summaries) {
            Object v = values.get(summary.id());
            hits.add(new Hit(summary, Cursor.of(sort.code(), v == null ? UNKNOWN : v.toString(), summary.id())));
        }
        return hits;
    }

    /**
     * The newest catalogue recipes that meet the filter, newest first, found among the newest {@code window}
     * entries of the filter's first label (or of the catalogue): the read is bounded by the window, whatever the
     * size of the catalogue.
     */
    List<String> newestInCatalogue(String clientId, RecipeFilter filter, int limit, int window) {
        return newest(clientId, filter.labelTerms(), filter, labelSets(clientId, filter), limit, window);
    }

    /** For each feature term, its newest catalogue recipes that meet the filter, as {@link #newestInCatalogue}. */
    Map<String, List<String>> newestWithTerms(String clientId, List<String> features, RecipeFilter filter,
                                              int perFeature, int window) {
        Map<String, List<String>> found = new java.util.LinkedHashMap<>();
        List<Integer> sets = labelSets(clientId, filter);
        for (String feature : features) {
            List<String> terms = new ArrayList<>();
            terms.add(feature);
            terms.addAll(filter.labelTerms());
            List<String> ids = newest(clientId, terms, filter, sets, perFeature, window);
            if (!ids.isEmpty()) {
                found.put(feature, ids);
            }
        }
        return found;
    }

    /** Those of the catalogue recipes given that meet the filter, in the order given. */
    List<String> fitting(String clientId, List<String> ids, RecipeFilter filter) {
        if (ids.isEmpty()) {
            return List.of();
        }
        List<String> terms = filter.labelTerms();
        Field<String> id = RECIPE.ID;
        SelectJoinStep<? extends Record> select = db.select(RECIPE.ID).from(RECIPE);
        for (int i = 0; i < terms.size(); i++) {
            RecipeTerm t = RECIPE_TERM.as("l" + i);
            select = select.join(t).on(t.CLIENT_ID.eq(clientId), t.TERM.eq(terms.get(i)), t.RECIPE_ID.eq(id));
        }
        java.util.Set<String> fit = new java.util.HashSet<>(select.where(RECIPE.ID.in(ids),
                        RECIPE.CLIENT_ID.eq(clientId), RECIPE.OWNER_USER_ID.isNull(), bounds(filter),
                        excluding(clientId, id, filter))
                .fetch(RECIPE.ID));
        return ids.stream().filter(fit::contains).toList();
    }

    /**
     * The newest catalogue recipes with every term that meet the filter. With labels, once every index row carries its
     * label set: for each set the app has that holds the labels, the newest {@code window} entries of that set for the
     * first term (a feature, or the first label's term), filtered, as many as {@code limit}; then the newest of those.
     * Otherwise the newest {@code window} entries of the first term, each other term joined.
     *
     * @param sets the label sets to read ({@link #labelSets}), or null to join the label terms
     */
    private List<String> newest(String clientId, List<String> terms, RecipeFilter filter, List<Integer> sets,
                                int limit, int window) {
        if (terms.isEmpty()) {
            Table<?> recent = db.select(RECIPE.ID.as("recipe_id")).from(RECIPE)
                    .where(RECIPE.CLIENT_ID.eq(clientId), RECIPE.OWNER_USER_ID.isNull())
                    .orderBy(RECIPE.ID.desc()).limit(window).asTable("w");
            Field<String> id = recent.field("recipe_id", String.class);
            SelectJoinStep<Record1<String>> select = db.select(id).from(recent);
            return filtered(select, clientId, id, filter).orderBy(id.desc()).limit(limit).fetch(id);
        }
        if (sets == null) {
            return windowed(clientId, null, terms, null, filter, null, limit, window).fetch(0, String.class);
        }
        Select<Record1<String>> union = null;
        for (int set : sets) {
            Select<Record1<String>> branch = windowed(clientId, null, terms.subList(0, 1), set, filter, null, limit,
                    window);
            union = union == null ? branch : union.unionAll(branch);
        }
        return union == null ? List.of() : newestOf(union, limit);
    }

    /**
     * The app's label sets holding every label of the filter, read once for a search or a whole feed source; null
     * when the filter has no label or the index rows do not all carry their set yet (labels are then joined as terms).
     */
    private List<Integer> labelSets(String clientId, RecipeFilter filter) {
        return filter.labels().isEmpty() || !progress.labelSetsInRows() ? null
                : recipes.labelSets(clientId, RecipeLabels.bits(filter.labels()));
    }

    /**
     * The newest {@code window} entries of the first term (of one label set, unless null; older than {@code afterId},
     * unless null) that the user sees (the catalogue alone, for no user), filtered.
     */
    private Select<Record1<String>> windowed(String clientId, String userId, List<String> terms, Integer set,
                                             RecipeFilter filter, String afterId, int limit, int window) {
        Table<?> recent = db.select(RECIPE_TERM.RECIPE_ID).from(RECIPE_TERM)
                .where(RECIPE_TERM.CLIENT_ID.eq(clientId), RECIPE_TERM.TERM.eq(terms.getFirst()),
                        visible(RECIPE_TERM.OWNER_USER_ID, userId), set == null ? DSL.noCondition()
                                : RECIPE_TERM.LABELS.eq(set), afterId == null ? DSL.noCondition()
                                : RECIPE_TERM.RECIPE_ID.lt(afterId))
                .orderBy(RECIPE_TERM.RECIPE_ID.desc()).limit(window).asTable("w");
        Field<String> id = recent.field(RECIPE_TERM.RECIPE_ID.getName(), String.class);
        SelectJoinStep<Record1<String>> select = db.select(id).from(recent);
        for (int i = 1; i < terms.size(); i++) {
            RecipeTerm t = RECIPE_TERM.as("t" + i);
            select = select.join(t).on(t.CLIENT_ID.eq(clientId), t.TERM.eq(terms.get(i)), t.RECIPE_ID.eq(id));
        }
        return filtered(select, clientId, id, filter).orderBy(id.desc()).limit(limit);
    }

    /** The filter's bounds (the recipe row joined) and exclusions. */
    private SelectConditionStep<Record1<String>> filtered(SelectJoinStep<Record1<String>> select, String clientId,
                                                         Field<String> id, RecipeFilter filter) {
        if (filter.readsRow()) {
            select = select.join(RECIPE).on(recipeOf(DSL.val(clientId, RECIPE.CLIENT_ID), id));
        }
        return select.where(bounds(filter), excluding(clientId, id, filter));
    }

    /** The newest {@code limit} ids of the branches, each newest first. */
    private List<String> newestOf(Select<Record1<String>> union, int limit) {
        Table<Record1<String>> found = union.asTable("found");
        Field<String> id = found.field(0, String.class);
        return db.select(id).from(found).orderBy(id.desc()).limit(limit).fetch(id);
    }

    /** Where a query starts: the index entries of its first term, or the app's recipe rows. */
    private record Shape(Table<?> from, Field<String> id, Condition where, List<RecipeTerm> others,
                         Field<String> client, List<Field<String>> otherTerms) {

        static Shape ofRows(String clientId, String userId) {
            return new Shape(RECIPE, RECIPE.ID, RECIPE.CLIENT_ID.eq(clientId).and(visible(RECIPE.OWNER_USER_ID,
                    userId)), List.of(), DSL.val(clientId, RECIPE.CLIENT_ID), List.of());
        }

        /** The index entries the query starts from. */
        RecipeTerm first() {
            return (RecipeTerm) from;
        }

        /**
         * The recipe id alone, from the entries of the first term, each other term joined; with a label set, each
         * other term's entry of that set. Every index row of a recipe carries the recipe's set, so the condition
         * changes no answer, but it lets PostgreSQL read each term's entries of the set in id order and merge them
         * (a merge join), which stops with the rarest term's, instead of looking up the other terms for every entry
         * of the first: for "coconut curry chicken" in the vegetarian sets of 1,000,000 generated recipes, 3 ms
         * instead of 51 (docs/labels.md).
         */
        SelectJoinStep<Record1<String>> selectId(DSLContext db, boolean readsRow, Field<Integer> set) {
            return joinOthers(db.select(id).from(from), readsRow, set);
        }

        static Shape ofTerms(String clientId, String userId, List<String> terms) {
            return ofTerms(DSL.val(clientId, RECIPE_TERM.CLIENT_ID), userId == null ? null
                    : DSL.val(userId, RECIPE_TERM.OWNER_USER_ID), RecipeSearchStore.terms(terms));
        }

        /** The same, from fields (values, or a hot statement's named parameters); a null user is no user. */
        static Shape ofTerms(Field<String> client, Field<String> user, List<Field<String>> terms) {
            RecipeTerm first = RECIPE_TERM.as("t0");
            List<RecipeTerm> others = new ArrayList<>();
            for (int i = 1; i < terms.size(); i++) {
                others.add(RECIPE_TERM.as("t" + i));
            }
            return new Shape(first, first.RECIPE_ID, first.CLIENT_ID.eq(client).and(first.TERM.eq(terms.getFirst()))
                    .and(visible(first.OWNER_USER_ID, user)), others, client, terms.subList(1, terms.size()));
        }

        SelectJoinStep<? extends Record> select(DSLContext db, boolean readsRow) {
            List<Field<?>> fields = new ArrayList<>();
            fields.add(id);
            if (readsRow) {
                fields.add(RECIPE.TOTAL_TIME_MINUTES);
                fields.add(RECIPE.KCAL_PER_SERVING);
            }
            return joinOthers(db.select(fields).from(from), readsRow, null);
        }

        /**
         * Each other term joined by primary key (and of the label set, unless null), and the recipe row when the
         * bounds or the order read it.
         */
        private <R extends Record> SelectJoinStep<R> joinOthers(SelectJoinStep<R> select, boolean readsRow,
                                                               Field<Integer> set) {
            for (int i = 0; i < others.size(); i++) {
                RecipeTerm other = others.get(i);
                select = select.join(other).on(other.CLIENT_ID.eq(client), other.TERM.eq(otherTerms.get(i)),
                        other.RECIPE_ID.eq(id), set == null ? DSL.noCondition() : other.LABELS.eq(set));
            }
            if (readsRow && from != RECIPE) {
                select = select.join(RECIPE).on(recipeOf(client, id));
            }
            return select;
        }
    }

    /**
     * The recipe of an index entry, by the app's key as well as its own: on PostgreSQL the index {@code recipe_app}
     * (client_id, id) carries the bounds and the sort values (migration V49), so a candidate is checked without
     * reading its row.
     */
    private static Condition recipeOf(Field<String> client, Field<String> id) {
        return RECIPE.CLIENT_ID.eq(client).and(RECIPE.ID.eq(id));
    }

    /** The filter's bounds on the recipe row (which the query joins when there are any). */
    private static Condition bounds(RecipeFilter filter) {
        return bounds(valueOrNull(filter.maxTotalMinutes(), RECIPE.TOTAL_TIME_MINUTES),
                valueOrNull(filter.maxKcal(), RECIPE.KCAL_PER_SERVING),
                valueOrNull(filter.minProteinG(), RECIPE.PROTEIN_G_PER_SERVING));
    }

    /** The bounds given (values or named parameters); a null one is no bound. */
    private static Condition bounds(Field<Integer> maxMinutes, Field<Double> maxKcal, Field<Double> minProtein) {
        Condition bounds = DSL.noCondition();
        if (maxMinutes != null) {
            bounds = bounds.and(RECIPE.TOTAL_TIME_MINUTES.le(maxMinutes));
        }
        if (maxKcal != null) {
            bounds = bounds.and(RECIPE.KCAL_PER_SERVING.le(maxKcal));
        }
        if (minProtein != null) {
            bounds = bounds.and(RECIPE.PROTEIN_G_PER_SERVING.ge(minProtein));
        }
        return bounds;
    }

    private static <T> Field<T> valueOrNull(T value, Field<T> type) {
        return value == null ? null : DSL.val(value, type);
    }

    /**
     * No excluded ingredient: for each, the recipe must not have its whole-name term, one index look-up by primary
     * key per candidate; while recipes indexed without whole names remain, nor every one of its word terms.
     */
    private Condition excluding(String clientId, Field<String> id, RecipeFilter filter) {
        return excluding(clientId, id, filter.excludedNames(), progress.wordsToo() ? filter.excludedWords() : List.of());
    }

    static Condition excluding(String clientId, Field<String> id, List<String> names, List<List<String>> words) {
        return excluding(DSL.val(clientId, RECIPE_TERM.CLIENT_ID), id, terms(names),
                words.stream().map(RecipeSearchStore::terms).toList());
    }

    private static List<Field<String>> terms(List<String> terms) {
        return terms.stream().<Field<String>>map(t -> DSL.val(t, RECIPE_TERM.TERM)).toList();
    }

    /** The same, from fields (values, or a hot statement's named parameters). */
    private static Condition excluding(Field<String> client, Field<String> id, List<Field<String>> names,
                                       List<List<Field<String>>> words) {
        Condition none = DSL.noCondition();
        for (int n = 0; n < names.size(); n++) {
            RecipeTerm x = RECIPE_TERM.as("n" + n);
            none = none.and(DSL.notExists(DSL.selectOne().from(x).where(x.CLIENT_ID.eq(client),
                    x.TERM.eq(names.get(n)), x.RECIPE_ID.eq(id))));
        }
        for (int n = 0; n < words.size(); n++) {
            List<Field<String>> all = words.get(n);
            RecipeTerm x = RECIPE_TERM.as("x" + n);
            Condition of = x.CLIENT_ID.eq(client).and(x.RECIPE_ID.eq(id));
            none = none.and(all.size() == 1
                    ? DSL.notExists(DSL.selectOne().from(x).where(of, x.TERM.eq(all.getFirst())))
                    : DSL.field(DSL.selectCount().from(x).where(of, x.TERM.in(all))).lt(all.size()));
        }
        return none;
    }

    private static Field<?> value(SearchSort sort) {
        return switch (sort) {
            case TOTAL_TIME -> RECIPE.TOTAL_TIME_MINUTES;
            case KCAL -> RECIPE.KCAL_PER_SERVING;
            case RELEVANCE, NEWEST -> null;
        };
    }

    /**
     * After the cursor's recipe in this order: by id alone, newest first; or by a value ascending, unknown values
     * last, ties newest first.
     */
    private static Condition after(SearchSort sort, Field<String> id, Cursor cursor) {
        String lastId = lastId(sort, cursor);
        if (!sort.byValue()) {
            return id.lt(lastId);
        }
        String raw = cursor.key(1);
        if (raw.equals(UNKNOWN)) {
            return value(sort).isNull().and(id.lt(lastId));
        }
        try {
            return switch (sort) {
                case TOTAL_TIME -> keyset(RECIPE.TOTAL_TIME_MINUTES, Integer.valueOf(raw), id, lastId);
                case KCAL -> keyset(RECIPE.KCAL_PER_SERVING, Double.valueOf(raw), id, lastId);
                case RELEVANCE, NEWEST -> throw new IllegalStateException(sort.code());
            };
        } catch (NumberFormatException e) {
            throw InvalidRequest.badParameter("after", "The cursor cannot be read.");
        }
    }

    /** The id of the cursor's recipe, once the cursor is known to be of this order (400 if not). */
    private static String lastId(SearchSort sort, Cursor cursor) {
        if (!cursor.key(0).equals(sort.code())) {
            throw InvalidRequest.badParameter("after", "This cursor belongs to another sort order.");
        }
        return cursor.key(2);
    }

    private static <T> Condition keyset(Field<T> field, T last, Field<String> id, String lastId) {
        return field.gt(last).or(field.eq(last).and(id.lt(lastId))).or(field.isNull());
    }

    /** A user sees the catalogue and its own; with no user (an app's server), the catalogue only. */
    static Condition visible(Field<String> owner, String userId) {
        return visible(owner, userId == null ? null : DSL.val(userId, owner));
    }

    private static Condition visible(Field<String> owner, Field<String> user) {
        return user == null ? owner.isNull() : owner.isNull().or(owner.eq(user));
    }
}
