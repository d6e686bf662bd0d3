// Larder's shopper app: plain ES modules, no build step. It talks to the server only through larder.js and the
// public API, as any app would.
import { Larder, LarderError, format } from "../sdk/larder.js";

const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? "";
const api = meta("larder-api") || location.origin;
const assets = new URL("..", import.meta.url).href.replace(/\/$/, "");

// Every answer that arrives clears a banner that only said the server could not be reached: it can be, again.
const larder = new Larder({ clientId: meta("larder-client-id"), baseUrl: api, fetch: async (...args) => {
  const response = await globalThis.fetch(...args);
  if (outage && response.status < 500) {
    clearNotice();
  }
  return response;
} });
const main = document.getElementById("main");
const notice = document.getElementById("notice");
const status = document.getElementById("status");
const sessionNote = document.getElementById("session-note");
const LIST_KEY = `larder.app.list.${meta("larder-client-id")}`;

const AISLES = ["produce", "meat_seafood", "dairy_eggs", "bakery", "pantry", "baking", "spices_seasonings",
  "condiments_sauces", "frozen", "beverages", "snacks", "household", "other"];
const AISLE_NAMES = {
  produce: "Produce", meat_seafood: "Meat & seafood", dairy_eggs: "Dairy & eggs", bakery: "Bakery", pantry: "Pantry",
  baking: "Baking", spices_seasonings: "Spices & seasonings", condiments_sauces: "Condiments & sauces",
  frozen: "Frozen", beverages: "Beverages", snacks: "Snacks", household: "Household", other: "Other",
};
const FALLBACK_PICTURE = `${assets}/app/food/1f37d.svg`;

// ---- small helpers ---------------------------------------------------------------------------------------------

/** Builds an element: h("a", {href: "#"}, "text", child…). Text is always set as text, never as HTML. */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) {
      continue;
    }
    if (name.startsWith("on")) {
      element.addEventListener(name.slice(2), value);
    } else if (name === "dataset") {
      Object.assign(element.dataset, value);
    } else {
      element.setAttribute(name, value === true ? "" : value);
    }
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) {
      element.append(child instanceof Node ? child : String(child));
    }
  }
  return element;
}

/** Replaces an element's children, leaving out the null, undefined and false of optional parts. */
function fill(element, ...children) {
  element.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

function say(text) {
  status.textContent = text;
}

// What a shopper reads for a refusal: words, never the API's codes ("not_found", "invalid_grant").
const MESSAGES = {
  not_found: "That is not here any more: it was deleted, or it belongs to someone else.",
  "auth.forbidden": "Only the list's owner can do that.",
  "list.full": "This list is full: it holds at most 1000 items.",
  "cart.empty": "Nothing in this cart is sold at this store, so there is nothing to check out.",
  "cart.checked_out": "This cart is checked out already.",
  precondition_failed: "This changed on another device meanwhile. Reload the page and try again.",
  rate_limited: "Too many requests just now. Wait a moment and try again.",
  invalid_grant: "Your session could not be restored.",
};

function problem(error) {
  if (!(error instanceof LarderError)) {
    console.warn(error);
    return "Something went wrong. Please try again.";
  }
  if (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504) {
    // The server answers an origin that no app allows without CORS grants, so the browser shows it as unreachable.
    return error.status !== 0 || new URL(api).origin === location.origin
      ? "The server cannot be reached. Check the connection and try again."
      : `The server cannot be reached, or it does not allow requests from origin ${location.origin}.`;
  }
  return MESSAGES[error.code] ?? error.detail ?? "The request was refused.";
}

/** Whether trying again later may work: the server could not be reached, or was down for a while. */
function transient(error) {
  return error instanceof LarderError && [0, 502, 503, 504].includes(error.status);
}

let outage = false;
let outageTimer = null;

/** Shows the failure, with a button to try again; an outage is also tried again by itself, every 5 s. */
function fail(error, retry = null, { auto = false } = {}) {
  notice.hidden = false;
  outage = transient(error);
  clearTimeout(outageTimer);
  fill(notice, h("strong", {}, "Sorry: "), problem(error), " ",
    retry ? h("button", { type: "button", class: "secondary small", id: "retry", onclick: () => {
      clearNotice();
      retry();
    } }, "Try again") : null);
  if (outage && retry && auto) {
    outageTimer = setTimeout(() => {
      if (outage) {
        clearNotice();
        retry();
      }
    }, 5000);
  }
}

function clearNotice() {
  outage = false;
  clearTimeout(outageTimer);
  notice.hidden = true;
  notice.replaceChildren();
}

/** Runs an action of the user, showing its failure (with a way to try it again) instead of losing it. */
async function attempt(action) {
  try {
    clearNotice();
    return await action();
  } catch (error) {
    fail(error, () => attempt(action));
    return undefined;
  }
}

/**
 * Draws again, giving the keyboard focus back to the control that had it, not to the page's body: found by its
 * `data-focus` key (a list line's id changes when it is ticked, its key does not), else by its id.
 */
function keepingFocus(draw) {
  const was = document.activeElement;
  const key = was?.dataset?.focus;
  const id = was?.id;
  draw();
  if (document.activeElement === was && was?.isConnected) {
    return;
  }
  const again = (key && [...document.querySelectorAll("[data-focus]")].find((e) => e.dataset.focus === key))
    || (id && document.getElementById(id));
  again?.focus({ preventScroll: true });
}

const amount = (quantity, unit) => format.quantity({ quantity, unit });

// ---- the session and the list in use ---------------------------------------------------------------------------

/** The list this device shows as "My list": the last one opened, which may be a list shared with it. */
const listInUse = {
  get: () => {
    try {
      return localStorage.getItem(LIST_KEY);
    } catch {
      return null;
    }
  },
  set: (id) => {
    try {
      localStorage.setItem(LIST_KEY, id);
    } catch {
      // Not remembered: the primary list is shown next time.
    }
  },
  forget: () => {
    try {
      localStorage.removeItem(LIST_KEY);
    } catch {
      // Nothing was kept.
    }
  },
};

// The server refused the stored session for good (expired, erased, reset): larder.js started a new one. The page in
// view may name a list or cart of the old one, so the app goes to the new user's list and says what happened.
larder.addEventListener("sessionreplaced", () => {
  listInUse.forget();
  routeSeq++;
  sessionNote.hidden = false;
  fill(sessionNote, h("p", {}, h("strong", {}, "Your previous list could not be restored. "),
    "Your session had ended, so this device starts afresh with a new, empty list."),
  h("button", { type: "button", class: "secondary small", id: "session-note-ok", onclick: () => {
    sessionNote.hidden = true;
    main.focus();
  } }, "OK"));
  if (/^#\/(list|cart)\//.test(location.hash)) {
    location.hash = "#/list";
  } else {
    route();
  }
});

function money(m) {
  return m ? new Intl.NumberFormat(undefined, { style: "currency", currency: m.currency }).format(m.amount_minor / 100) : "";
}

function picture(recipe) {
  const url = recipe.images?.[0]?.url;
  return url ? new URL(url, api).href : FALLBACK_PICTURE;
}

// ---- routes -------------------------------------------------------------------------------------------------------

let leave = () => {};
let routeSeq = 0;

/**
 * One visit to a page. The shopper may move on while a page still loads, and a page that finishes late must not
 * replace the one shown since, nor keep running what it started: so a page shows its content, and says what stops
 * its work, through its visit, which does neither once a newer visit (or a replaced session) has begun.
 */
function visit() {
  const seq = ++routeSeq;
  leave();
  leave = () => {};
  const current = () => seq === routeSeq;
  return {
    current,
    /** Shows the page's content if this visit is still current; answers whether it did. */
    show(...content) {
      if (current()) {
        fill(main, ...content);
      }
      return current();
    },
    /**
     * Goes where an action of this page leads (the list a recipe was added to, the cart built) if the shopper is still
     * on it: one who went elsewhere meanwhile stays there.
     */
    go(hash) {
      if (current()) {
        location.hash = hash;
      }
    },
    /** What to stop when the shopper leaves: stopped at once when the shopper already has. */
    onLeave(stop) {
      if (current()) {
        leave = stop;
      } else {
        stop();
      }
    },
  };
}

async function route() {
  const view = visit();
  clearNotice();
  const [, page = "feed", id, extra] = location.hash.split("/");
  for (const link of document.querySelectorAll("[data-nav]")) {
    if (link.dataset.nav === (page === "search" ? "feed" : page)) {
      link.setAttribute("aria-current", "page");
    } else {
      link.removeAttribute("aria-current");
    }
  }
  try {
    if (page === "recipe" && id) {
      await recipePage(view, decodeURIComponent(id));
    } else if (page === "list") {
      await listPage(view, id ? decodeURIComponent(id) : null);
    } else if (page === "pantry") {
      await pantryPage(view);
    } else if (page === "join") {
      joinPage(view, id ? decodeURIComponent(id) : "");
    } else if (page === "search" && id) {
      await feedPage(view, decodeURIComponent(id));
    } else if (page === "cart" && id) {
      await cartPage(view, decodeURIComponent(id), extra);
    } else if (page === "week") {
      await weekPage(view);
    } else if (page === "compare" && id) {
      await comparePage(view, decodeURIComponent(id));
    } else if (page === "preferences") {
      await preferencesPage(view);
    } else {
      await feedPage(view);
    }
  } catch (error) {
    if (!view.current()) {
      return; // A newer page took over (or the session was replaced): this one's failure is moot.
    }
    view.show(h("h1", {}, "This page could not be loaded"),
      transient(error) ? h("p", { class: "muted" }, "It will load as soon as the server answers again.")
        : h("p", {}, h("a", { href: "#/feed" }, "Back to recipes")));
    fail(error, () => route(), { auto: true });
  }
  if (view.current()) {
    main.focus({ preventScroll: true });
  }
}

// ---- feed -----------------------------------------------------------------------------------------------------------

async function feedPage(view, query = "", everything = false) {
  const cards = h("ul", { class: "cards", "aria-label": query ? `Recipes matching ${query}` : "Recipes" });
  const sentinel = h("div", { class: "sentinel", "aria-hidden": "true" });
  const more = h("p", { class: "muted" }, "Loading recipes…");
  const search = h("input", { type: "search", id: "search", class: "grow", value: query, autocomplete: "off",
    placeholder: "pasta, lemon, vegetarian…" });
  const searchForm = h("form", { class: "row search", role: "search", onsubmit: (event) => {
    event.preventDefault();
    const q = search.value.trim();
    location.hash = q ? `#/search/${encodeURIComponent(q)}` : "#/feed";
  } }, h("label", { for: "search" }, "Search recipes"), search, h("button", { type: "submit", id: "search-go" }, "Search"));
  // The server leaves out what breaks the user's preferences (diets, allergens, dislikes, time) unless asked not to.
  const scope = h("p", { class: "muted", id: "preferences-scope" }, everything
    ? ["Showing every recipe. ", h("button", { type: "button", class: "link", id: "fitting-only",
      onclick: () => feedPage(visit(), query, false) }, "Only those that fit my preferences")]
    : ["Recipes that fit ", h("a", { href: "#/preferences" }, "your preferences"), ". ",
      h("button", { type: "button", class: "link", id: "show-everything", onclick: () => feedPage(visit(), query, true) },
        "Show everything")]);
  if (!view.show(searchForm, h("h1", {}, query ? `Recipes for “${query}”` : "Recipes for you"), scope, cards, sentinel,
    more)) {
    return;
  }
  // The feed, or a search of the catalogue and the user's own recipes (contract 6); a search answers recipes, the
  // feed entries that hold one.
  const preferences = everything ? "ignore" : null;
  const pages = query ? larder.pages("/v1beta/recipes", { q: query, limit: 24, preferences })
    : larder.pages("/v1beta/feed", { limit: 24, preferences });
  let loading = false;
  let done = false;
  const load = async () => {
    if (loading || done) {
      return;
    }
    loading = true;
    try {
      const next = await pages.next();
      if (next.done) {
        done = true;
        more.textContent = cards.children.length === 0 && query ? "No recipe matches that." : "That is every recipe for now.";
        return;
      }
      for (const entry of next.value.data) {
        const r = entry.recipe ?? entry;
        cards.append(h("li", { class: "card" }, h("a", { href: `#/recipe/${encodeURIComponent(r.id)}` },
          h("img", { src: picture(r), alt: "" }),
          h("div", { class: "body" }, h("div", { class: "name" }, r.name),
            h("div", { class: "meta" }, r.total_time_minutes ? `${r.total_time_minutes} min` : "", r.tags?.length ? ` · ${r.tags.slice(0, 2).join(", ")}` : ""),
            cardLabels(r.true_labels ?? [])))));
      }
      more.textContent = "";
      if (!next.value.paging?.cursors?.after) {
        done = true;
        more.textContent = cards.children.length === 0 && query ? "No recipe matches that." : "That is every recipe for now.";
      }
    } catch (error) {
      more.textContent = "";
      if (view.current()) {
        fail(error, () => route(), { auto: true });
      }
      done = true;
    } finally {
      loading = false;
    }
    // Fill a tall screen without waiting for a scroll.
    if (!done && sentinel.getBoundingClientRect().top < innerHeight * 1.5) {
      load();
    }
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(),
    { rootMargin: "600px" });
  observer.observe(sentinel);
  view.onLeave(() => observer.disconnect());
  await load();
}

// ---- labels and preferences ---------------------------------------------------------------------------------------

const LABEL_NAMES = {
  vegan: "vegan", vegetarian: "vegetarian", pescatarian: "pescatarian", gluten_free: "gluten free",
  dairy_free: "dairy free", egg_free: "egg free", fish_free: "fish free", shellfish_free: "shellfish free",
  tree_nut_free: "tree nut free", peanut_free: "peanut free", soy_free: "soy free", sesame_free: "sesame free",
};
const DIETS = ["vegan", "vegetarian", "pescatarian", "gluten_free", "dairy_free"];
const ALLERGENS = { milk: "Milk", egg: "Egg", fish: "Fish", shellfish: "Shellfish", tree_nut: "Tree nuts",
  peanut: "Peanuts", wheat: "Wheat", soy: "Soy", sesame: "Sesame" };
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A card's diet badges: the strictest of vegan, vegetarian and pescatarian that is true, then gluten and dairy free. */
function cardLabels(codes) {
  const strictest = ["vegan", "vegetarian", "pescatarian"].find((code) => codes.includes(code));
  const shown = [strictest, ...["gluten_free", "dairy_free"].filter((code) => codes.includes(code))].filter(Boolean);
  return shown.length ? h("ul", { class: "labels", "aria-label": "Diets" },
    shown.map((code) => h("li", { class: "label" }, capital(LABEL_NAMES[code])))) : null;
}

/**
 * A recipe's labels: those that are true as badges, then why each of the others is not ("Not vegan: 2 large eggs,
 * 1 cup whole milk") or is not known ("Not known to be vegan: 1 tbsp gochujang").
 */
function recipeLabels(labels) {
  if (!labels) {
    return null;
  }
  const codes = Object.keys(LABEL_NAMES).filter((code) => labels[code]);
  const yes = codes.filter((code) => labels[code].value === true);
  const no = codes.filter((code) => labels[code].value === false);
  const unknown = codes.filter((code) => labels[code].value === null);
  return h("div", { class: "recipe-labels" },
    yes.length ? h("ul", { class: "labels", "aria-label": "Diet and allergens" },
      yes.map((code) => h("li", { class: "label" }, capital(LABEL_NAMES[code])))) : null,
    no.length || unknown.length ? h("details", { id: "label-reasons" }, h("summary", {}, "Why not other diets"),
      h("ul", { class: "because" },
        no.map((code) => h("li", { dataset: { label: code } },
          h("strong", {}, `Not ${LABEL_NAMES[code]}:`), ` ${labels[code].because.join(", ")}`)),
        unknown.map((code) => h("li", { dataset: { label: code } },
          h("strong", {}, `Not known to be ${LABEL_NAMES[code]}:`), ` ${labels[code].because.join(", ")}`)))) : null);
}

/** What the user eats: diets, allergens avoided, dislikes, household size and time (contract section 15). */
async function preferencesPage(view) {
  const saved = await larder.preferences();
  const box = (name, value, label, checked) => h("label", { class: "check" },
    h("input", { type: "checkbox", name, value, checked }), ` ${label}`);
  const dislikes = h("input", { id: "dislikes", class: "grow", autocomplete: "off", value: saved.dislikes.join(", "),
    placeholder: "cilantro, olives" });
  const household = h("input", { id: "household-size", type: "number", min: 1, max: 20, inputmode: "numeric",
    value: saved.household_size ?? "" });
  const minutes = h("input", { id: "max-minutes", type: "number", min: 1, max: 10080, inputmode: "numeric",
    value: saved.max_total_minutes ?? "" });
  const result = h("p", { id: "preferences-saved", role: "status", class: "muted" });
  const save = h("button", { type: "submit", id: "save-preferences" }, "Save");
  const form = h("form", { id: "preferences", onsubmit: (event) => {
    event.preventDefault();
    const picked = (name) => [...form.querySelectorAll(`input[name=${name}]:checked`)].map((i) => i.value);
    const number = (input) => input.value.trim() === "" ? null : Number(input.value);
    save.disabled = true;
    attempt(async () => {
      try {
        const now = await larder.updatePreferences({
          diets: picked("diet"), avoid: picked("avoid"),
          dislikes: dislikes.value.split(",").map((d) => d.trim()).filter(Boolean),
          household_size: number(household), max_total_minutes: number(minutes),
        });
        dislikes.value = now.dislikes.join(", ");
        result.textContent = "Saved. Recipes and the feed now fit these preferences.";
      } finally {
        save.disabled = false;
      }
    });
  } },
  h("fieldset", {}, h("legend", {}, "Diets"),
    DIETS.map((code) => box("diet", code, capital(LABEL_NAMES[code]), saved.diets.includes(code)))),
  h("fieldset", {}, h("legend", {}, "Allergens to avoid"),
    Object.entries(ALLERGENS).map(([code, name]) => box("avoid", code, name, saved.avoid.includes(code)))),
  h("p", {}, h("label", { for: "dislikes" }, "Ingredients you dislike"), h("br"), dislikes,
    h("span", { class: "muted" }, " Separate them with commas.")),
  h("p", { class: "row" }, h("label", { for: "household-size" }, "People in the household"), household),
  h("p", { class: "row" }, h("label", { for: "max-minutes" }, "At most this many minutes a recipe"), minutes),
  h("p", {}, save), result);
  view.show(h("h1", {}, "Your preferences"),
    h("p", { class: "muted" }, "Recipes and the feed show only what fits: each diet, no allergen you avoid, "
      + "nothing you dislike, and no longer than your time. A recipe Larder is not sure about is left out."), form);
}

// ---- recipe -------------------------------------------------------------------------------------------------------

async function recipePage(view, id) {
  let scale = 1;
  const shown = h("div");
  const rescale = (next) => attempt(async () => {
    scale = next;
    await render();
  });
  const render = async () => {
    // The recipe and its nutrition at the chosen scale, in one answer (contract section 14, include=nutrition).
    const recipe = await larder.get(`/v1beta/recipes/${encodeURIComponent(id)}`,
      { query: scale === 1 ? { include: "nutrition" } : { scale, include: "nutrition" } });
    const servings = recipe.servings ? ` (${Math.round(recipe.servings * scale * 10) / 10} servings)` : "";
    keepingFocus(() => fill(shown,
      h("div", { class: "recipe-head" },
        h("img", { src: picture(recipe), alt: "" }),
        h("div", {},
          h("h1", {}, recipe.name),
          recipe.description ? h("p", {}, recipe.description) : null,
          h("p", { class: "muted" }, [recipe.total_time_minutes ? `${recipe.total_time_minutes} min` : null, recipe.tags?.join(", ")].filter(Boolean).join(" · ")),
          recipeLabels(recipe.labels),
          h("div", { class: "row", role: "group", "aria-label": "Scale" },
            h("button", { class: "secondary small", type: "button", id: "smaller", "aria-label": "Smaller", disabled: scale <= 0.5,
              onclick: () => rescale(Math.max(0.5, scale - 0.5)) }, "−"),
            h("span", { id: "scale", "aria-live": "polite" }, `×${scale}${servings}`),
            h("button", { class: "secondary small", type: "button", id: "larger", "aria-label": "Larger", disabled: scale >= 10,
              onclick: () => rescale(Math.min(10, scale + 0.5)) }, "+")),
          h("p", {}, h("button", { type: "button", id: "add-to-list", onclick: () => addToList(view, recipe, scale) }, "Add to my list")))),
      h("h2", {}, "Ingredients"),
      // At ×1 the author's own words; scaled, the amounts the server worked out, written as a cook writes them.
      h("ul", { class: "ingredients" }, recipe.ingredients.map((i) => h("li", {},
        scale === 1 && i.text ? i.text : format.item(i)))),
      nutritionOf(recipe.nutrition, scale),
      h("h2", {}, "Method"),
      h("ol", { class: "steps" }, recipe.instructions.map((s) => h("li", {}, s.text)))));
  };
  view.show(h("p", {}, h("a", { href: "#/feed" }, "← Recipes")), shown);
  await render();
}

// The nutrients a recipe page shows per serving, as a label lists them.
const MAIN_NUTRIENTS = [["energy_kcal", "Calories"], ["fat_g", "Fat"], ["saturated_fat_g", "Saturated fat"],
  ["carbohydrate_g", "Carbohydrate"], ["sugars_g", "Sugars"], ["fiber_g", "Fibre"], ["protein_g", "Protein"],
  ["sodium_mg", "Sodium"]];

/**
 * A recipe's nutrition per serving at the chosen scale: calories and the main nutrients, what the figures leave out
 * ("3 ingredients not counted", never a total shown as complete when it is not), and which scaling they are for.
 */
function nutritionOf(nutrition, scale) {
  if (!nutrition) {
    return null;
  }
  const serving = nutrition.per_serving ?? {};
  const servings = nutrition.servings;
  const scaling = `${servings === 1 ? "1 serving" : `${servings} servings`}${scale === 1 ? "" : ` at ×${scale}`}`;
  return h("section", { id: "nutrition", "aria-labelledby": "nutrition-title" },
    h("h2", { id: "nutrition-title" }, "Nutrition per serving"),
    h("p", { class: "muted", id: "nutrition-scaling" }, `Per serving, of ${scaling}. From USDA SR28.`),
    h("dl", { class: "nutrients" }, MAIN_NUTRIENTS.flatMap(([name, label]) => [
      h("dt", {}, label), h("dd", { id: `nutrient-${name}` }, format.nutrient(name, serving[name]))])),
    h("p", { class: nutrition.coverage < 1 ? "coverage partial" : "coverage", id: "nutrition-coverage" }, format.coverage(nutrition)));
}

/** The caller's lists, its own and those shared with it, each with its role. */
async function myLists() {
  const lists = [];
  for await (const list of larder.items("/v1beta/lists", { limit: 100 })) {
    lists.push(list);
  }
  return lists;
}

/** The list in use on this device (one shared with it too), else the user's primary list, made on first use. */
async function myList() {
  const lists = await myLists();
  const remembered = listInUse.get();
  const found = lists.find((l) => l.id === remembered) ?? lists.find((l) => l.primary);
  if (found) {
    return found.id;
  }
  return (await larder.post("/v1beta/lists", { name: "My list" })).id;
}

async function addToList(view, recipe, scale) {
  await attempt(async () => {
    const listId = await myList();
    await larder.post(`/v1beta/lists/${listId}/items`, { recipes: [{ id: recipe.id, scale }] });
    say(`${recipe.name} added to your list.`);
    view.go(`#/list/${encodeURIComponent(listId)}`);
  });
}

// ---- week ---------------------------------------------------------------------------------------------------------

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const UNMET = {
  no_matching_recipe: "no recipe fits your preferences",
  would_repeat: "every recipe that fits is planned within a week",
  kcal_out_of_range: "no recipe keeps the day within its calories",
  meal_plan_full: "the plan is full",
};

/** This week's Monday, as the API writes dates (2026-12-07), in the shopper's own time zone. */
function thisMonday() {
  const day = new Date();
  day.setDate(day.getDate() - (day.getDay() + 6) % 7);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/** The user's plan of this week (7 days from Monday), made on first use. */
async function weekPlan() {
  const monday = thisMonday();
  for await (const plan of larder.items("/v1beta/meal-plans", { limit: 100 })) {
    if (plan.start_date === monday && plan.days === 7) {
      return plan.id;
    }
  }
  return (await larder.post("/v1beta/meal-plans", { name: `Week of ${monday}`, start_date: monday, days: 7 })).id;
}

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** The week's dinners: generated from the recipes the shopper's preferences allow, swapped one by one, shopped for. */
async function weekPage(view) {
  const planId = await weekPlan();
  const path = `/v1beta/meal-plans/${encodeURIComponent(planId)}`;
  const shown = h("div");
  const note = h("p", { id: "week-note", class: "muted", "aria-live": "polite" });
  let plan = await larder.get(path);
  const render = () => keepingFocus(() => fill(shown, h("ol", { class: "week", id: "week-days" }, plan.nutrition_by_day
    .map((day, i) => {
      const meals = plan.meals.filter((m) => m.date === day.date);
      const kcal = day.total.energy_kcal;
      return h("li", { class: "day", dataset: { date: day.date } },
        h("h2", {}, `${DAY_NAMES[i % 7]} `, h("span", { class: "muted" }, day.date)),
        meals.length === 0 ? h("p", { class: "muted" }, "Nothing planned.")
          : h("ul", { class: "meals" }, meals.map((meal) => h("li", { class: "meal", dataset: { meal: meal.id } },
            h("a", { href: `#/recipe/${encodeURIComponent(meal.recipe.id)}` }, meal.recipe.name),
            h("span", { class: "muted" }, ` · ${meal.slot}, ${meal.servings} servings `),
            h("button", { type: "button", class: "secondary small swap", dataset: { focus: `swap-${day.date}` },
              "aria-label": `Swap ${meal.recipe.name} on ${DAY_NAMES[i % 7]}`, onclick: () => swap(meal) }, "Swap")))),
        meals.length && kcal ? h("p", { class: "muted" }, `${kcal} kcal for the table`) : null);
    }))));
  const generate = () => attempt(async () => {
    const answer = await larder.post(`${path}/generate`, { slots: ["dinner"], seed: newSeed() });
    plan = answer;
    render();
    note.textContent = answer.unmet.length === 0 ? "Every dinner of the week is planned."
      : `${answer.unmet.length} dinner${answer.unmet.length === 1 ? "" : "s"} left open: ${UNMET[answer.unmet[0].reason]}.`;
    say(note.textContent);
  });
  // A swap takes the meal out and fills its slot again; the recipe it had is not chosen again if another fits.
  const swap = (meal) => attempt(async () => {
    await larder.delete(`${path}/meals/${encodeURIComponent(meal.id)}`);
    let answer = null;
    for (let tries = 0; tries < 3; tries++) {
      answer = await larder.post(`${path}/generate`, { from: meal.date, to: meal.date, slots: [meal.slot],
        seed: newSeed() });
      const placed = answer.meals.find((m) => m.date === meal.date && m.slot === meal.slot);
      if (!placed || placed.recipe.id !== meal.recipe.id) {
        break;
      }
      await larder.delete(`${path}/meals/${encodeURIComponent(placed.id)}`);
      answer = await larder.get(path);
    }
    plan = await larder.get(path);
    render();
    note.textContent = `${meal.recipe.name} swapped.`;
    say(note.textContent);
  });
  const shop = () => attempt(async () => {
    const listId = await myList();
    await larder.post(`${path}/shopping`, { list_id: listId });
    say("This week's dinners are on your list.");
    view.go(`#/list/${encodeURIComponent(listId)}`);
  });
  view.show(h("h1", {}, "My week"),
    h("div", { class: "row" },
      h("button", { type: "button", id: "plan-week", onclick: generate }, "Plan my dinners"),
      h("button", { type: "button", id: "shop-week", class: "secondary", onclick: shop }, "Shop for this week")),
    note, shown);
  render();
}

// ---- list ---------------------------------------------------------------------------------------------------------

async function listPage(view, id) {
  const listId = id ?? await myList();
  if (!id && view.current()) {
    history.replaceState(null, "", `#/list/${encodeURIComponent(listId)}`);
  }
  const path = `/v1beta/lists/${encodeURIComponent(listId)}`;
  let [list, lists] = await Promise.all([larder.get(path), myLists()]);
  listInUse.set(listId);
  let undo = null;
  let editing = null;
  const aisles = h("div", { id: "aisles" });
  const undoBar = h("div", { class: "row", id: "undo-bar" });
  const shareBox = h("div", { id: "share" });
  const recipesBox = h("div", { id: "list-recipes" });
  const title = h("h1", {});

  const take = (answer) => {
    if (answer && answer.version >= list.version) {
      list = answer;
      render();
    }
  };

  // One line to edit: the name, quantity and unit of a list's item (a combined line of one item).
  const editor = (line, item) => {
    const name = h("input", { type: "text", id: "edit-name", value: item.name, required: true, autocomplete: "off" });
    const quantity = h("input", { type: "number", id: "edit-quantity", min: "0", step: "any", value: item.quantity ?? "" });
    const unit = h("input", { type: "text", id: "edit-unit", value: item.unit ?? "", autocomplete: "off", size: 6 });
    return h("form", { class: "edit", "aria-label": `Edit ${item.name}`, onsubmit: (event) => {
      event.preventDefault();
      attempt(async () => {
        const answer = await larder.patch(`${path}/items/${encodeURIComponent(item.id)}`, {
          name: name.value.trim(),
          quantity: quantity.value === "" ? null : Number(quantity.value),
          unit: unit.value.trim() === "" ? null : unit.value.trim(),
        });
        editing = null;
        take(answer);
        say(`${name.value.trim()} saved.`);
        document.getElementById(`line-${line.id}`)?.focus();
      });
    } },
    h("label", { for: "edit-name" }, "Name"), name,
    h("label", { for: "edit-quantity" }, "Quantity"), quantity,
    h("label", { for: "edit-unit" }, "Unit"), unit,
    h("button", { type: "submit", id: "edit-save", class: "small" }, "Save"),
    h("button", { type: "button", class: "secondary small", onclick: () => {
      editing = null;
      render();
    } }, "Cancel"));
  };

  const render = () => keepingFocus(() => {
    title.textContent = list.name;
    const lines = list.combined_items;
    if (lines.length === 0) {
      fill(aisles, h("p", { class: "muted" }, "Nothing on this list yet. Add an item, or a recipe."));
    } else {
      fill(aisles, ...AISLES.filter((a) => lines.some((l) => (l.category ?? "other") === a)).map((aisle) =>
        h("section", { class: "aisle", "aria-label": AISLE_NAMES[aisle] },
          h("h2", {}, AISLE_NAMES[aisle]),
          h("ul", { class: "lines" }, lines.filter((l) => (l.category ?? "other") === aisle).map((line) => {
            const key = `${line.name}|${line.unit ?? ""}`;
            const box = h("input", { type: "checkbox", id: `line-${line.id}`, checked: line.checked,
              dataset: { focus: `box:${key}` }, onchange: () => check(line, box.checked) });
            const items = list.items.filter((i) => line.item_ids.includes(i.id));
            const text = format.quantity(line);
            return h("li", { class: line.checked ? "checked" : "", dataset: { line: line.id } }, box,
              h("label", { for: `line-${line.id}` }, text),
              items.length === 1 ? h("button", { type: "button", class: "secondary small", id: `edit-${line.id}`,
                dataset: { focus: `edit:${key}` },
                "aria-label": `Edit ${text}`, onclick: () => {
                  editing = line.id;
                  render();
                  document.getElementById("edit-name")?.focus();
                } }, "Edit") : null,
              h("button", { type: "button", class: "secondary small", id: `delete-${line.id}`,
                "aria-label": `Delete ${text}`, onclick: () => remove(line, items) }, "Delete"),
              editing === line.id && items.length === 1 ? editor(line, items[0]) : null);
          })))));
    }
    fill(recipesBox, ...(list.recipes?.length ? [h("h2", {}, "Recipes on this list"),
      h("ul", { class: "list-recipes" }, list.recipes.map((r) => h("li", { class: "row" },
        h("a", { class: "grow", href: `#/recipe/${encodeURIComponent(r.id)}` }, r.scale === 1 ? r.name : `${r.name} ×${r.scale}`),
        h("button", { type: "button", class: "secondary small", id: `remove-recipe-${r.id}`,
          "aria-label": `Remove ${r.name} and its items`, onclick: () => removeRecipe(r) }, "Remove"))))] : []));
    fill(undoBar, ...(undo ? [h("span", {}, undo.label), h("button", { type: "button", class: "secondary small",
      id: "undo", onclick: runUndo }, "Undo")] : []));
  });

  const setChecked = async (itemIds, checked) => {
    let answer = null;
    for (const itemId of itemIds) {
      answer = await larder.patch(`${path}/items/${encodeURIComponent(itemId)}`, { checked });
    }
    take(answer);
  };

  const check = (line, checked) => attempt(async () => {
    const before = list.items.filter((i) => line.item_ids.includes(i.id)).map((i) => [i.id, i.checked]);
    await setChecked(line.item_ids, checked);
    say(`${line.name} ${checked ? "checked" : "unchecked"}.`);
    undo = { label: `${checked ? "Checked" : "Unchecked"} ${line.name}.`, run: async () => {
      for (const state of [true, false]) {
        await setChecked(before.filter(([, was]) => was === state).map(([itemId]) => itemId), state);
      }
    } };
    render();
  });

  const remove = (line, items) => attempt(async () => {
    for (const item of items) {
      await larder.delete(`${path}/items/${encodeURIComponent(item.id)}`);
    }
    const gone = items.map((i) => ({ name: i.name, quantity: i.quantity, quantity_max: i.quantity_max, unit: i.unit,
      comment: i.comment, brand: i.brand, category: i.category }));
    undo = { label: `Deleted ${line.name}.`, run: async () => take(await larder.post(`${path}/items`, { items: gone })) };
    take(await larder.get(path));
    say(`${line.name} deleted.`);
    input.focus();
  });

  const removeRecipe = (recipe) => attempt(async () => {
    await larder.delete(`${path}/recipes/${encodeURIComponent(recipe.id)}`);
    undo = { label: `Removed ${recipe.name}.`, run: async () =>
      take(await larder.post(`${path}/items`, { recipes: [{ id: recipe.id, scale: recipe.scale }] })) };
    take(await larder.get(path));
    say(`${recipe.name} and its items removed.`);
  });

  const runUndo = () => attempt(async () => {
    const last = undo;
    undo = null;
    await last.run();
    say("Undone.");
    render();
  });

  // One submission is one request: the form is busy until it is answered, so a second Enter adds nothing, and a
  // submission tried again after a failure sends the same Idempotency-Key, so it cannot add the item twice.
  const input = h("input", { type: "text", id: "new-item", class: "grow", autocomplete: "off", placeholder: "2 onions, 1 l milk…" });
  const addButton = h("button", { type: "submit", id: "add-item" }, "Add");
  let busy = false;
  let pending = null;
  const addForm = h("form", { class: "row", id: "add-form", onsubmit: (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || busy) {
      return;
    }
    if (pending?.text !== text) {
      pending = { text, key: crypto.randomUUID() };
    }
    const submission = pending;
    busy = true;
    input.readOnly = true;
    addButton.disabled = true;
    addForm.setAttribute("aria-busy", "true");
    attempt(async () => {
      const known = new Set(list.items.map((i) => i.id));
      const answer = await larder.post(`${path}/items`, { raw_items: [text] }, { idempotencyKey: submission.key });
      pending = null;
      input.value = "";
      const added = answer.items.filter((i) => !known.has(i.id)).map((i) => i.id);
      undo = { label: `Added ${text}.`, run: async () => {
        for (const itemId of added) {
          await larder.delete(`${path}/items/${encodeURIComponent(itemId)}`);
        }
        take(await larder.get(path));
      } };
      take(answer);
      say(`${text} added.`);
    }).finally(() => {
      busy = false;
      input.readOnly = false;
      addButton.disabled = false;
      addForm.removeAttribute("aria-busy");
      input.focus();
    });
  } }, h("label", { for: "new-item" }, "Add an item"), input, addButton);

  const share = () => attempt(async () => {
    const invite = await larder.post(`${path}/invites`, {});
    const link = `${location.origin}${location.pathname}#/join/${encodeURIComponent(invite.code)}`;
    const copied = h("span", { role: "status", class: "muted" });
    const sendLink = async () => {
      if (navigator.share) {
        try {
          await navigator.share({ title: list.name, text: `Join my list "${list.name}" on Larder`, url: link });
          return;
        } catch (error) {
          if (error?.name === "AbortError") {
            return;
          }
        }
      }
      try {
        await navigator.clipboard.writeText(link);
        copied.textContent = "Link copied.";
      } catch {
        copied.textContent = "Copy the link above by hand.";
      }
    };
    fill(shareBox, h("p", {}, "Send this link to the people you shop with. It works for 7 days:"),
      h("p", { class: "code", id: "invite-link" }, h("a", { href: link }, link)),
      h("p", { class: "row" }, h("button", { type: "button", id: "copy-invite", onclick: sendLink },
        navigator.share ? "Share link" : "Copy link"), copied),
      h("details", {}, h("summary", {}, "Or type the code"), h("p", { class: "code", id: "invite-code" }, invite.code)));
    document.getElementById("copy-invite")?.focus();
  });

  const buildCart = () => attempt(async () => {
    if (list.items.length === 0) {
      fail(new LarderError({ status: 422, code: "list.empty", detail: "This list is empty: add items or a recipe first." }));
      return;
    }
    if (list.items.every((i) => i.checked)) {
      fail(new LarderError({ status: 422, code: "list.nothing_to_buy", detail: "Everything on the list is checked." }));
      return;
    }
    if (await severalStores()) {
      // A cart is at one store: with several, the shopper first sees what each would cover, and picks one.
      view.go(`#/compare/${encodeURIComponent(listId)}`);
      return;
    }
    const cart = await larder.post("/v1beta/carts", { list_id: listId });
    view.go(`#/cart/${encodeURIComponent(cart.id)}/${encodeURIComponent(listId)}`);
  });

  const role = (l) => l.role === "member" ? "shared with you" : l.primary ? "yours, main" : "yours";
  const switcher = lists.length > 1 ? h("p", { class: "row" },
    h("label", { for: "list-switcher" }, "List"),
    h("select", { id: "list-switcher", class: "grow", onchange: (event) => {
      location.hash = `#/list/${encodeURIComponent(event.target.value)}`;
    } }, lists.map((l) => {
      const option = h("option", { value: l.id }, `${l.name} (${role(l)})`);
      option.selected = l.id === listId;
      return option;
    }))) : null;

  const shown = view.show(switcher, title,
    h("div", { class: "row" },
      h("button", { type: "button", class: "secondary", id: "share-list", onclick: share }, "Share this list"),
      h("button", { type: "button", id: "build-cart", onclick: buildCart }, "Build my cart"),
      await severalStores() ? h("a", { class: "button secondary", id: "compare-stores",
        href: `#/compare/${encodeURIComponent(listId)}` }, "Compare stores") : null),
    shareBox, addForm, undoBar, aisles, recipesBox);
  if (!shown) {
    return;
  }
  render();

  // Live: changes from other devices arrive as they happen; each carries the combined lines it touched.
  const stop = new AbortController();
  view.onLeave(() => stop.abort());
  larder.follow(listId, {
    afterVersion: list.version,
    signal: stop.signal,
    onReset: async () => {
      list = await larder.get(path);
      render();
      return list.version;
    },
    onChange: (change) => {
      if (change.version <= list.version) {
        return; // Already shown: the answer to this device's own request was newer.
      }
      if (change.type === "list.deleted") {
        view.show(h("h1", {}, "This list was deleted."), h("p", {}, h("a", { href: "#/feed" }, "Back to recipes")));
        return;
      }
      const removed = new Set(change.combined_items_removed ?? []);
      const touched = new Map((change.combined_items ?? []).map((l) => [l.id, l]));
      const combined = list.combined_items.filter((l) => !removed.has(l.id)).map((l) => touched.get(l.id) ?? l);
      for (const line of touched.values()) {
        if (!combined.some((l) => l.id === line.id)) {
          combined.push(line);
        }
      }
      const gone = new Set([change.item_id, ...(change.type === "recipe.removed" ? list.items
        .filter((i) => i.recipe?.id === change.recipe?.id).map((i) => i.id) : [])]);
      const items = list.items.filter((i) => !gone.has(i.id));
      for (const item of [change.item, ...(change.items ?? [])].filter(Boolean)) {
        const at = items.findIndex((i) => i.id === item.id);
        at >= 0 ? items.splice(at, 1, item) : items.push(item);
      }
      let recipes = list.recipes ?? [];
      if (change.type === "recipe.removed" && change.recipe) {
        recipes = recipes.filter((r) => r.id !== change.recipe.id);
      } else if (change.type === "recipe.added") {
        const added = new Map((change.recipes ?? []).map((r) => [r.id, r]));
        recipes = [...recipes.filter((r) => !added.has(r.id)), ...added.values()];
      }
      list = { ...list, version: change.version, name: change.list?.name ?? list.name, combined_items: combined, items, recipes };
      render();
      say("The list changed on another device.");
    },
    onEnd: (error) => {
      if (error) {
        fail(error);
      }
    },
  });
}

// ---- join -----------------------------------------------------------------------------------------------------------

function joinPage(view, code) {
  const input = h("input", { type: "text", id: "join-code", class: "grow", value: code, autocomplete: "off" });
  view.show(h("h1", {}, "Join a list"),
    h("form", { class: "row", onsubmit: (event) => {
      event.preventDefault();
      attempt(async () => {
        try {
          const list = await larder.post("/v1beta/lists/join", { code: input.value.trim() });
          view.go(`#/list/${encodeURIComponent(list.id)}`);
        } catch (error) {
          if (error instanceof LarderError && error.status === 404) {
            throw new LarderError({ status: 404, code: "join.unknown_code", detail: "That code is unknown or has expired." });
          }
          throw error;
        }
      });
    } }, h("label", { for: "join-code" }, "Invite code"), input, h("button", { type: "submit", id: "join" }, "Join")));
}

// ---- pantry -------------------------------------------------------------------------------------------------------

const LOCATIONS = { fridge: "Fridge", freezer: "Freezer", cupboard: "Cupboard" };
const SOON_DAYS = 3;

/** "expired 2 days ago", "expires today", "expires in 3 days", "expires 1 Dec 2026", or "no date". */
function expiry(item) {
  if (!item.expires_on) {
    return "no date";
  }
  const today = new Date(new Date().toISOString().slice(0, 10));
  const days = Math.round((new Date(item.expires_on) - today) / 86400000);
  if (days < 0) {
    return days === -1 ? "expired yesterday" : `expired ${-days} days ago`;
  }
  if (days <= 7) {
    return days === 0 ? "expires today" : days === 1 ? "expires tomorrow" : `expires in ${days} days`;
  }
  return `expires ${new Date(item.expires_on).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })}`;
}

/** What is at home: soonest expiry first; add by a line of text, edit, delete, and mark staples. */
async function pantryPage(view) {
  let soonOnly = false;
  let items = [];
  let editing = null;
  const listBox = h("div", { id: "pantry-items" });
  const load = async () => {
    items = [];
    for await (const item of larder.pantry({ limit: 100, expiringWithinDays: soonOnly ? SOON_DAYS : null })) {
      items.push(item);
    }
  };
  const take = async () => {
    await load();
    render();
  };

  const editor = (item) => {
    const quantity = h("input", { type: "number", id: "pantry-edit-quantity", min: "0", step: "any", value: item.quantity ?? "" });
    const unit = h("input", { type: "text", id: "pantry-edit-unit", value: item.unit ?? "", autocomplete: "off", size: 6 });
    const where = h("select", { id: "pantry-edit-location" }, h("option", { value: "" }, "—"),
      Object.entries(LOCATIONS).map(([code, name]) => h("option", { value: code, selected: item.location === code }, name)));
    const date = h("input", { type: "date", id: "pantry-edit-expires", value: item.expires_on ?? "" });
    return h("form", { class: "edit", "aria-label": `Edit ${item.name}`, onsubmit: (event) => {
      event.preventDefault();
      attempt(async () => {
        await larder.updatePantryItem(item.id, {
          quantity: quantity.value === "" ? null : Number(quantity.value),
          unit: unit.value.trim() === "" ? null : unit.value.trim(),
          location: where.value === "" ? null : where.value,
          expires_on: date.value === "" ? null : date.value,
        });
        editing = null;
        await take();
        say(`${item.name} saved.`);
      });
    } },
    h("label", { for: "pantry-edit-quantity" }, "Quantity"), quantity,
    h("label", { for: "pantry-edit-unit" }, "Unit"), unit,
    h("label", { for: "pantry-edit-location" }, "Kept in"), where,
    h("label", { for: "pantry-edit-expires" }, "Use by"), date,
    h("button", { type: "submit", id: "pantry-edit-save", class: "small" }, "Save"),
    h("button", { type: "button", class: "secondary small", onclick: () => {
      editing = null;
      render();
    } }, "Cancel"));
  };

  const render = () => keepingFocus(() => {
    if (items.length === 0) {
      fill(listBox, h("p", { class: "muted", id: "pantry-empty" },
        soonOnly ? "Nothing expires in the next few days." : "Nothing at home yet. Add what you have."));
      return;
    }
    fill(listBox, h("ul", { class: "lines pantry" }, items.map((item) => {
      const expired = item.expires_on && expiry(item).startsWith("expired");
      const staple = h("input", { type: "checkbox", id: `staple-${item.id}`, checked: item.staple,
        dataset: { focus: `staple:${item.id}` }, onchange: () => attempt(async () => {
          await larder.updatePantryItem(item.id, { staple: staple.checked });
          await take();
          say(staple.checked ? `${item.name} is always at hand.` : `${item.name} is no longer a staple.`);
        }) });
      return h("li", { class: expired ? "expired" : "", dataset: { item: item.id } },
        h("span", { class: "grow" }, h("span", { class: "pantry-name" }, format.quantity(item)),
          " ", h("span", { class: "muted pantry-expiry" }, [expiry(item), LOCATIONS[item.location]].filter(Boolean).join(" · "))),
        staple, h("label", { for: `staple-${item.id}` }, "Always at hand"),
        h("button", { type: "button", class: "secondary small", id: `pantry-edit-${item.id}`,
          "aria-label": `Edit ${item.name}`, onclick: () => {
            editing = item.id;
            render();
            document.getElementById("pantry-edit-quantity")?.focus();
          } }, "Edit"),
        h("button", { type: "button", class: "secondary small", id: `pantry-delete-${item.id}`,
          "aria-label": `Delete ${item.name}`, onclick: () => attempt(async () => {
            await larder.deletePantryItem(item.id);
            await take();
            say(`${item.name} deleted.`);
          }) }, "Delete"),
        editing === item.id ? editor(item) : null);
    })));
  });

  const input = h("input", { type: "text", id: "pantry-new", class: "grow", autocomplete: "off",
    placeholder: "500 g flour" });
  const soon = h("input", { type: "checkbox", id: "pantry-soon", onchange: () => attempt(async () => {
    soonOnly = soon.checked;
    await take();
  }) });
  await load();
  view.show(h("h1", {}, "Pantry"),
    h("p", { class: "muted" }, "What you have at home, soonest to use first."),
    h("form", { class: "row", onsubmit: (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) {
        return;
      }
      attempt(async () => {
        await larder.addToPantry({ raw_items: [text] });
        input.value = "";
        await take();
        say(`${text} added.`);
        input.focus();
      });
    } }, h("label", { for: "pantry-new" }, "Add"), input, h("button", { type: "submit", id: "pantry-add" }, "Add")),
    h("p", { class: "row" }, soon, h("label", { for: "pantry-soon" }, `Only what expires within ${SOON_DAYS} days`)),
    listBox);
  render();
}

// ---- cart ---------------------------------------------------------------------------------------------------------

async function cartPage(view, id, fromList) {
  const listId = fromList ? decodeURIComponent(fromList) : null;
  const path = `/v1beta/carts/${encodeURIComponent(id)}`;
  let cart = await larder.get(path);
  const body = h("div");

  const change = (line, patch) => attempt(async () => {
    cart = await larder.patch(`${path}/items/${encodeURIComponent(line.id)}`, patch, { ifMatch: true });
    render();
    say(patch.sku ? "Product swapped." : `Now ${cart.items.find((l) => l.id === line.id)?.packs} packs.`);
  });

  const optionsOf = (line, holder) => attempt(async () => {
    const page = await larder.get(`${path}/items/${encodeURIComponent(line.id)}/options`, { query: { limit: 5 } });
    fill(holder, page.data.length === 0 ? h("p", { class: "muted" }, "No other product would do.")
      : h("ul", { class: "options", "aria-label": `Other products for ${line.name}` }, page.data.map((o) => h("li", {},
        h("span", {}, `${o.name}${o.size ? ` (${amount(o.size.quantity, o.size.unit)})` : ""} · ${o.packs} × ${money(o.price)}`),
        h("button", { type: "button", class: "secondary small", disabled: !o.available, onclick: () => change(line, { sku: o.sku }) },
          o.available ? "Choose" : "Unavailable")))));
  });

  const checkout = () => attempt(async () => {
    const done = await larder.post(`${path}/checkout`, undefined, { ifMatch: true });
    view.show(h("h1", {}, "Checked out"),
      h("p", { class: "total" }, `Total ${money(done.total)}`),
      h("p", {}, `${done.items.length} products.`, done.unmatched.length ? ` ${done.unmatched.length} items to find elsewhere.` : ""),
      listId ? h("p", { id: "list-checked" }, "What you bought is checked on your list. ",
        h("a", { href: `#/list/${encodeURIComponent(listId)}` }, "Back to the list")) : null,
      h("p", {}, h("a", { class: "button", id: "checkout-link", href: done.checkout_url, target: "_blank", rel: "noopener" }, "Continue at the store")));
    window.open(done.checkout_url, "_blank", "noopener");
  });

  const render = () => {
    const matched = cart.items.filter((l) => l.product);
    const unmatched = cart.items.filter((l) => !l.product);
    const open = cart.status === "open";
    fill(body,
      h("h1", {}, `Cart at ${cart.retailer.name}`),
      h("ul", { class: "cart-lines", "aria-label": "Products" }, matched.map((line) => {
        const options = h("div");
        return h("li", { dataset: { line: line.id } },
          // "2.25 lb chicken thighs needed · 2 × 1.5 lb": what was needed, and what the packs hold beside it.
          h("div", { class: "need" }, format.packs(line)),
          h("div", { class: "row" },
            h("span", { class: "product grow" }, line.product.name,
              line.product.size ? ` (${amount(line.product.size.quantity, line.product.size.unit)})` : ""),
            line.status === "substituted" ? h("span", { class: "badge" }, "swapped") : null),
          h("div", { class: "row" },
            h("button", { type: "button", class: "secondary small", "aria-label": `Fewer packs of ${line.product.name}`,
              disabled: !open || line.packs <= 1, onclick: () => change(line, { packs: line.packs - 1 }) }, "−"),
            h("span", { class: "packs", "aria-label": "Packs" }, `${line.packs} × ${money(line.product.price)}`),
            h("button", { type: "button", class: "secondary small", "aria-label": `More packs of ${line.product.name}`,
              disabled: !open || line.packs >= 999, onclick: () => change(line, { packs: line.packs + 1 }) }, "+"),
            h("span", { class: "grow" }),
            h("strong", {}, money(line.line_total))),
          open ? h("button", { type: "button", class: "secondary small", onclick: () => optionsOf(line, options) }, "Other products") : null,
          options);
      })),
      unmatched.length ? h("section", { "aria-label": "Not found at this store" },
        h("h2", {}, "Not found at this store"),
        h("ul", {}, unmatched.map((l) => h("li", {}, format.quantity(l))))) : null,
      h("p", { class: "total" }, `Subtotal ${money(cart.subtotal)}`),
      open ? h("button", { type: "button", id: "checkout", onclick: checkout, disabled: matched.length === 0 }, "Check out")
        : h("p", {}, "This cart is checked out."),
      open && listId && several ? h("p", {}, h("a", { id: "compare-stores", href: `#/compare/${encodeURIComponent(listId)}` },
        "Compare stores")) : null);
  };
  const several = listId ? await severalStores() : false;
  view.show(body);
  render();
}

// ---- compare stores ---------------------------------------------------------------------------------------------

/** Whether the app has more than one store: then a list can be compared across them (POST /v1beta/quotes). */
async function severalStores() {
  const page = await larder.get("/v1beta/retailers", { query: { limit: 2 } });
  return page.data.length > 1;
}

const percent = (share) => `${Math.round(share * 100)}%`;

/**
 * The list's unchecked items priced at every store, best coverage first (the server's order): what each covers, for
 * how much, what each pack leaves over, and what it does not sell; and a cart at the one the shopper picks.
 */
async function comparePage(view, listId) {
  const answer = await larder.post("/v1beta/quotes", { list_id: listId });
  const buildAt = (retailer) => attempt(async () => {
    const cart = await larder.post("/v1beta/carts", { list_id: listId, retailer_id: retailer.id });
    view.go(`#/cart/${encodeURIComponent(cart.id)}/${encodeURIComponent(listId)}`);
  });
  view.show(h("h1", {}, "Compare stores"),
    h("p", { class: "muted" }, "What each store has of your list, and what it would cost."),
    h("p", {}, h("a", { href: `#/list/${encodeURIComponent(listId)}` }, "Back to the list")),
    answer.quotes.length === 0 ? h("p", { id: "no-stores" }, "No store delivers here.") : null,
    h("ol", { class: "quotes", "aria-label": "Stores, best coverage first" }, answer.quotes.map((quote) => {
      const lines = quote.lines.length + quote.unmatched.length;
      return h("li", { class: "quote", dataset: { retailer: quote.retailer.id } },
        h("h2", {}, quote.retailer.name),
        h("p", { class: "row" },
          h("span", { class: "coverage grow" }, `Has ${quote.lines.length} of ${lines} items (${percent(quote.coverage)})`),
          h("strong", { class: "subtotal" }, money(quote.subtotal))),
        h("details", {}, h("summary", {}, "What you would buy"),
          h("ul", { class: "quote-lines", "aria-label": `Products at ${quote.retailer.name}` }, quote.lines.map((line) =>
            h("li", {},
              h("span", { class: "grow" }, `${format.quantity(line)}: ${line.packs} × ${line.product.name}`),
              line.leftover && line.leftover.quantity > 0
                ? h("span", { class: "leftover muted" }, ` (${amount(line.leftover.quantity, line.leftover.unit)} left over)`) : null,
              h("strong", {}, ` ${money(line.line_total)}`))))),
        quote.unmatched.length ? h("p", { class: "unmatched" },
          `Not sold here: ${quote.unmatched.map((n) => format.quantity(n)).join(", ")}`) : null,
        h("button", { type: "button", class: "build-here", disabled: quote.lines.length === 0,
          onclick: () => buildAt(quote.retailer) }, `Build my cart at ${quote.retailer.name}`));
    })));
}

addEventListener("hashchange", route);
route();
