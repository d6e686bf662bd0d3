// Larder's shopper app: plain ES modules, no build step. It talks to the server only through larder.js and the
// public API, as any app would.
import { Larder, LarderError } from "../sdk/larder.js";

const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? "";
const api = meta("larder-api") || location.origin;
const assets = new URL("..", import.meta.url).href.replace(/\/$/, "");

const larder = new Larder({ clientId: meta("larder-client-id"), baseUrl: api });
const main = document.getElementById("main");
const notice = document.getElementById("notice");
const status = document.getElementById("status");

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

function show(...content) {
  main.replaceChildren(...content);
}

function say(text) {
  status.textContent = text;
}

function problem(error) {
  if (!(error instanceof LarderError)) {
    console.warn(error);
    return "Something went wrong. Please try again.";
  }
  if (error.status === 0) {
    // The server answers an origin that no app allows without CORS grants, so the browser shows it as unreachable.
    return new URL(api).origin === location.origin
      ? "The server cannot be reached. Check the connection and try again."
      : `The server cannot be reached, or it does not allow requests from origin ${location.origin}.`;
  }
  return `${error.detail || "The request was refused."} (${error.code})`;
}

function fail(error) {
  notice.hidden = false;
  notice.replaceChildren(h("strong", {}, "Sorry: "), problem(error));
}

function clearNotice() {
  notice.hidden = true;
  notice.replaceChildren();
}

/** Runs an action of the user, showing its failure instead of losing it. */
async function attempt(action) {
  try {
    clearNotice();
    return await action();
  } catch (error) {
    fail(error);
    return undefined;
  }
}

function amount(quantity, unit) {
  if (quantity === null || quantity === undefined) {
    return "";
  }
  const rounded = Math.round(quantity * 100) / 100;
  return unit ? `${rounded} ${unit}` : `${rounded}`;
}

function money(m) {
  return m ? new Intl.NumberFormat(undefined, { style: "currency", currency: m.currency }).format(m.amount_minor / 100) : "";
}

function picture(recipe) {
  const url = recipe.images?.[0]?.url;
  return url ? new URL(url, api).href : FALLBACK_PICTURE;
}

// ---- routes -------------------------------------------------------------------------------------------------------

let leave = () => {};

async function route() {
  leave();
  leave = () => {};
  clearNotice();
  const [, page = "feed", id, extra] = location.hash.split("/");
  for (const link of document.querySelectorAll("[data-nav]")) {
    if (link.dataset.nav === page) {
      link.setAttribute("aria-current", "page");
    } else {
      link.removeAttribute("aria-current");
    }
  }
  try {
    if (page === "recipe" && id) {
      await recipePage(decodeURIComponent(id));
    } else if (page === "list") {
      await listPage(id ? decodeURIComponent(id) : null);
    } else if (page === "join") {
      joinPage(id ? decodeURIComponent(id) : "");
    } else if (page === "cart" && id) {
      await cartPage(decodeURIComponent(id), extra);
    } else {
      await feedPage();
    }
  } catch (error) {
    show(h("h1", {}, "Larder"));
    fail(error);
  }
  main.focus({ preventScroll: true });
}

// ---- feed -----------------------------------------------------------------------------------------------------------

async function feedPage() {
  const cards = h("ul", { class: "cards", "aria-label": "Recipes" });
  const sentinel = h("div", { class: "sentinel", "aria-hidden": "true" });
  const more = h("p", { class: "muted" }, "Loading recipes…");
  show(h("h1", {}, "Recipes for you"), cards, sentinel, more);
  const pages = larder.pages("/v1beta/feed", { limit: 24 });
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
        more.textContent = "That is every recipe for now.";
        return;
      }
      for (const entry of next.value.data) {
        const r = entry.recipe;
        cards.append(h("li", { class: "card" }, h("a", { href: `#/recipe/${encodeURIComponent(r.id)}` },
          h("img", { src: picture(r), alt: "" }),
          h("div", { class: "body" }, h("div", { class: "name" }, r.name),
            h("div", { class: "meta" }, r.total_time_minutes ? `${r.total_time_minutes} min` : "", r.tags?.length ? ` · ${r.tags.slice(0, 2).join(", ")}` : "")))));
      }
      more.textContent = "";
      if (!next.value.paging?.cursors?.after) {
        done = true;
        more.textContent = "That is every recipe for now.";
      }
    } catch (error) {
      fail(error);
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
  leave = () => observer.disconnect();
  await load();
}

// ---- recipe -------------------------------------------------------------------------------------------------------

async function recipePage(id) {
  let scale = 1;
  const shown = h("div");
  const render = async () => {
    const recipe = await larder.get(`/v1beta/recipes/${encodeURIComponent(id)}`, { query: scale === 1 ? {} : { scale } });
    const servings = recipe.servings ? ` (${recipe.servings} servings)` : "";
    shown.replaceChildren(
      h("div", { class: "recipe-head" },
        h("img", { src: picture(recipe), alt: "" }),
        h("div", {},
          h("h1", {}, recipe.name),
          recipe.description ? h("p", {}, recipe.description) : null,
          h("p", { class: "muted" }, [recipe.total_time_minutes ? `${recipe.total_time_minutes} min` : null, recipe.tags?.join(", ")].filter(Boolean).join(" · ")),
          h("div", { class: "row", role: "group", "aria-label": "Scale" },
            h("button", { class: "secondary small", type: "button", "aria-label": "Smaller", disabled: scale <= 0.5,
              onclick: () => { scale = Math.max(0.5, scale - 0.5); render().catch(fail); } }, "−"),
            h("span", { id: "scale", "aria-live": "polite" }, `×${scale}${servings}`),
            h("button", { class: "secondary small", type: "button", "aria-label": "Larger", disabled: scale >= 10,
              onclick: () => { scale = Math.min(10, scale + 0.5); render().catch(fail); } }, "+")),
          h("p", {}, h("button", { type: "button", id: "add-to-list", onclick: () => addToList(recipe, scale) }, "Add to my list")))),
      h("h2", {}, "Ingredients"),
      h("ul", { class: "ingredients" }, recipe.ingredients.map((i) => h("li", {},
        [amount(i.quantity, i.unit), i.name, i.comment ? `, ${i.comment}` : ""].filter(Boolean).join(" ")))),
      h("h2", {}, "Method"),
      h("ol", { class: "steps" }, recipe.instructions.map((s) => h("li", {}, s.text))));
  };
  show(h("p", {}, h("a", { href: "#/feed" }, "← Recipes")), shown);
  await render();
}

/** The user's primary list, made on first use. */
async function myList() {
  for await (const list of larder.items("/v1beta/lists", { limit: 100 })) {
    if (list.primary) {
      return list.id;
    }
  }
  return (await larder.post("/v1beta/lists", { name: "My list" })).id;
}

async function addToList(recipe, scale) {
  await attempt(async () => {
    const listId = await myList();
    await larder.post(`/v1beta/lists/${listId}/items`, { recipes: [{ id: recipe.id, scale }] });
    say(`${recipe.name} added to your list.`);
    location.hash = `#/list/${encodeURIComponent(listId)}`;
  });
}

// ---- list ---------------------------------------------------------------------------------------------------------

async function listPage(id) {
  const listId = id ?? await myList();
  if (!id) {
    history.replaceState(null, "", `#/list/${encodeURIComponent(listId)}`);
  }
  let list = await larder.get(`/v1beta/lists/${encodeURIComponent(listId)}`);
  let undo = null;
  const path = `/v1beta/lists/${encodeURIComponent(listId)}`;
  const aisles = h("div", { id: "aisles" });
  const undoBar = h("div", { class: "row", id: "undo-bar" });
  const shareBox = h("div", { id: "share" });
  const title = h("h1", {});

  const take = (answer) => {
    if (answer && answer.version >= list.version) {
      list = answer;
      render();
    }
  };

  const render = () => {
    title.textContent = list.name;
    const lines = list.combined_items;
    if (lines.length === 0) {
      aisles.replaceChildren(h("p", { class: "muted" }, "Nothing on this list yet. Add an item, or a recipe."));
    } else {
      aisles.replaceChildren(...AISLES.filter((a) => lines.some((l) => (l.category ?? "other") === a)).map((aisle) =>
        h("section", { class: "aisle", "aria-label": AISLE_NAMES[aisle] },
          h("h2", {}, AISLE_NAMES[aisle]),
          h("ul", { class: "lines" }, lines.filter((l) => (l.category ?? "other") === aisle).map((line) => {
            const box = h("input", { type: "checkbox", id: `line-${line.id}`, checked: line.checked,
              onchange: () => check(line, box.checked) });
            return h("li", { class: line.checked ? "checked" : "", dataset: { line: line.id } }, box,
              h("label", { for: `line-${line.id}` }, [amount(line.quantity, line.unit), line.name].filter(Boolean).join(" ")));
          })))));
    }
    undoBar.replaceChildren(...(undo ? [h("span", {}, undo.label), h("button", { type: "button", class: "secondary small",
      id: "undo", onclick: runUndo }, "Undo")] : []));
  };

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

  const runUndo = () => attempt(async () => {
    const last = undo;
    undo = null;
    await last.run();
    say("Undone.");
    render();
  });

  const input = h("input", { type: "text", id: "new-item", class: "grow", autocomplete: "off", placeholder: "2 onions, 1 l milk…" });
  const addForm = h("form", { class: "row", onsubmit: (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) {
      return;
    }
    attempt(async () => {
      const known = new Set(list.items.map((i) => i.id));
      const answer = await larder.post(`${path}/items`, { raw_items: [text] });
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
    });
  } }, h("label", { for: "new-item" }, "Add an item"), input, h("button", { type: "submit" }, "Add"));

  const share = () => attempt(async () => {
    const invite = await larder.post(`${path}/invites`, {});
    const link = `${location.origin}${location.pathname}#/join/${encodeURIComponent(invite.code)}`;
    shareBox.replaceChildren(h("p", {}, "Give this code to the people you shop with. It works for 7 days:"),
      h("p", { class: "code", id: "invite-code" }, invite.code),
      h("p", {}, "Or send the link: ", h("a", { href: link }, "join my list")));
  });

  const buildCart = () => attempt(async () => {
    const needs = list.combined_items.filter((l) => !l.checked)
      .map((l) => ({ name: l.name, quantity: l.quantity ?? undefined, unit: l.unit ?? undefined }));
    if (needs.length === 0) {
      fail(new LarderError({ status: 422, code: "list.nothing_to_buy", detail: "Everything on the list is checked." }));
      return;
    }
    let cart = await larder.post("/v1beta/carts", { items: needs.slice(0, 50) });
    for (let i = 50; i < needs.length; i += 50) {
      cart = await larder.post(`/v1beta/carts/${cart.id}/items`, { items: needs.slice(i, i + 50) });
    }
    location.hash = `#/cart/${encodeURIComponent(cart.id)}`;
  });

  show(title,
    h("div", { class: "row" },
      h("button", { type: "button", class: "secondary", id: "share-list", onclick: share }, "Share this list"),
      h("button", { type: "button", id: "build-cart", onclick: buildCart }, "Build my cart")),
    shareBox, addForm, undoBar, aisles);
  render();

  // Live: changes from other devices arrive as they happen; each carries the combined lines it touched.
  const stop = new AbortController();
  leave = () => stop.abort();
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
        show(h("h1", {}, "This list was deleted."), h("p", {}, h("a", { href: "#/feed" }, "Back to recipes")));
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
      const items = list.items.filter((i) => i.id !== change.item_id);
      for (const item of [change.item, ...(change.items ?? [])].filter(Boolean)) {
        const at = items.findIndex((i) => i.id === item.id);
        at >= 0 ? items.splice(at, 1, item) : items.push(item);
      }
      list = { ...list, version: change.version, name: change.list?.name ?? list.name, combined_items: combined, items };
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

function joinPage(code) {
  const input = h("input", { type: "text", id: "join-code", class: "grow", value: code, autocomplete: "off" });
  show(h("h1", {}, "Join a list"),
    h("form", { class: "row", onsubmit: (event) => {
      event.preventDefault();
      attempt(async () => {
        try {
          const list = await larder.post("/v1beta/lists/join", { code: input.value.trim() });
          location.hash = `#/list/${encodeURIComponent(list.id)}`;
        } catch (error) {
          if (error instanceof LarderError && error.status === 404) {
            throw new LarderError({ status: 404, code: error.code, detail: "That code is unknown or has expired." });
          }
          throw error;
        }
      });
    } }, h("label", { for: "join-code" }, "Invite code"), input, h("button", { type: "submit", id: "join" }, "Join")));
}

// ---- cart ---------------------------------------------------------------------------------------------------------

async function cartPage(id) {
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
    holder.replaceChildren(page.data.length === 0 ? h("p", { class: "muted" }, "No other product would do.")
      : h("ul", { class: "options", "aria-label": `Other products for ${line.name}` }, page.data.map((o) => h("li", {},
        h("span", {}, `${o.name}${o.size ? ` (${amount(o.size.quantity, o.size.unit)})` : ""} · ${o.packs} × ${money(o.price)}`),
        h("button", { type: "button", class: "secondary small", disabled: !o.available, onclick: () => change(line, { sku: o.sku }) },
          o.available ? "Choose" : "Unavailable")))));
  });

  const checkout = () => attempt(async () => {
    const done = await larder.post(`${path}/checkout`, undefined, { ifMatch: true });
    show(h("h1", {}, "Checked out"),
      h("p", { class: "total" }, `Total ${money(done.total)}`),
      h("p", {}, `${done.items.length} products.`, done.unmatched.length ? ` ${done.unmatched.length} items to find elsewhere.` : ""),
      h("p", {}, h("a", { class: "button", id: "checkout-link", href: done.checkout_url, target: "_blank", rel: "noopener" }, "Continue at the store")));
    window.open(done.checkout_url, "_blank", "noopener");
  });

  const render = () => {
    const matched = cart.items.filter((l) => l.product);
    const unmatched = cart.items.filter((l) => !l.product);
    const open = cart.status === "open";
    body.replaceChildren(
      h("h1", {}, `Cart at ${cart.retailer.name}`),
      h("ul", { class: "cart-lines", "aria-label": "Products" }, matched.map((line) => {
        const options = h("div");
        return h("li", { dataset: { line: line.id } },
          h("div", { class: "need" }, `For ${[amount(line.quantity, line.unit), line.name].filter(Boolean).join(" ")}`),
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
        h("ul", {}, unmatched.map((l) => h("li", {}, [amount(l.quantity, l.unit), l.name].filter(Boolean).join(" "))))) : null,
      h("p", { class: "total" }, `Subtotal ${money(cart.subtotal)}`),
      open ? h("button", { type: "button", id: "checkout", onclick: checkout, disabled: matched.length === 0 }, "Check out")
        : h("p", {}, "This cart is checked out."));
  };
  show(body);
  render();
}

addEventListener("hashchange", route);
route();
