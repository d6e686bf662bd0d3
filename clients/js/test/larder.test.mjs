// Unit tests of larder.js, run by `node --test clients/js/test/`. Each test starts a small HTTP server on
// 127.0.0.1 that plays the part of the API, and the client talks to it with Node's own fetch.
import { test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { readFileSync } from "node:fs";
import { createHmac } from "node:crypto";
import {
  Larder, LarderError, NO_ANSWER, format, recipeQuery, WebhookVerificationError, memoryStorage, readEvents, refreshes, retryable, verifyWebhook,
  waitFromHeaders,
} from "../larder.js";

/** A fake API: `handle(req, body, res)` answers; every request is recorded. */
async function serve(handle) {
  const requests = [];
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) {
      raw += chunk;
    }
    const form = (req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
    const body = !raw ? undefined : form ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
    const url = new URL(req.url, "http://127.0.0.1");
    requests.push({ method: req.method, path: url.pathname, query: url.searchParams, headers: req.headers, body });
    await handle({ method: req.method, path: url.pathname, query: url.searchParams, headers: req.headers, body }, res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  return {
    baseUrl, requests,
    grants: () => requests.filter((r) => r.path === "/v1beta/auth/access_token"),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

function json(res, status, body, headers = {}) {
  res.writeHead(status, { "Content-Type": status >= 400 ? "application/problem+json" : "application/json", ...headers });
  res.end(JSON.stringify(body));
}

let issued = 0;
/** The token endpoint: anonymous and refresh grants, tokens numbered, with the given lifetime. */
function tokenEndpoint(req, res, expiresIn = 3600) {
  issued++;
  json(res, 200, { access_token: `at${issued}`, refresh_token: `rt${issued}`, expires_in: expiresIn, token_type: "Bearer" });
}

function client(api, options = {}) {
  return new Larder({ clientId: "app_1", baseUrl: api.baseUrl, storage: memoryStorage(), locks: null, backoffMs: 1, ...options });
}

test("gets an anonymous token once, keeps it in the storage and sends it as a Bearer token", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res)
    : json(res, 200, { auth: req.headers.authorization }));
  t.after(api.close);
  const storage = memoryStorage();
  const larder = client(api, { storage });
  const first = await larder.get("/v1beta/lists");
  const second = await larder.get("/v1beta/lists");
  assert.equal(api.grants().length, 1);
  assert.deepEqual(api.grants()[0].body, { grant_type: "anonymous", client_id: "app_1" });
  // Form-encoded: a CORS simple request, which needs no preflight.
  assert.equal(api.grants()[0].headers["content-type"], "application/x-www-form-urlencoded");
  assert.equal(first.auth, second.auth);
  assert.match(first.auth, /^Bearer at\d+$/);
  const kept = JSON.parse(storage.get("larder.session.app_1"));
  assert.equal(`Bearer ${kept.accessToken}`, first.auth);
  assert.match(kept.refreshToken, /^rt\d+$/);
  // Another client on the same storage (a reloaded page) uses the same session.
  await client(api, { storage }).get("/v1beta/lists");
  assert.equal(api.grants().length, 1);
});

test("refreshes before the token expires, with the refresh token, and keeps the rotated one", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res, 600)
    : json(res, 200, { auth: req.headers.authorization }));
  t.after(api.close);
  let now = 1_000_000;
  const larder = client(api, { now: () => now });
  await larder.get("/v1beta/lists");
  const firstRefresh = larder.session().refreshToken;
  now += 530_000; // 70 s before expiry: not yet within the margin
  await larder.get("/v1beta/lists");
  assert.equal(api.grants().length, 1);
  now += 20_000; // 50 s before expiry
  const after = await larder.get("/v1beta/lists");
  assert.equal(api.grants().length, 2);
  assert.deepEqual(api.grants()[1].body, { grant_type: "refresh_token", client_id: "app_1", refresh_token: firstRefresh });
  assert.equal(after.auth, `Bearer ${larder.session().accessToken}`);
  assert.notEqual(larder.session().refreshToken, firstRefresh);
});

test("a short-lived token is refreshed at four fifths of its life, not on every call", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res, 5) : json(res, 200, {}));
  t.after(api.close);
  let now = 0;
  const larder = client(api, { now: () => now });
  await larder.get("/v1beta/lists");
  now = 3_900;
  await larder.get("/v1beta/lists");
  assert.equal(api.grants().length, 1);
  now = 4_100;
  await larder.get("/v1beta/lists");
  assert.equal(api.grants().length, 2);
});

test("concurrent calls with an expired token share one refresh", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token")
    ? setTimeout(() => tokenEndpoint(req, res, 600), 30) : json(res, 200, { auth: req.headers.authorization }));
  t.after(api.close);
  let now = 0;
  const larder = client(api, { now: () => now });
  await larder.get("/v1beta/lists");
  now = 10_000_000;
  const answers = await Promise.all(Array.from({ length: 8 }, () => larder.get("/v1beta/lists")));
  assert.equal(api.grants().length, 2);
  assert.equal(new Set(answers.map((a) => a.auth)).size, 1);
});

/** Web Locks' exclusive request(name, callback), as navigator.locks gives it, shared by "tabs". */
function webLocks() {
  const tails = new Map();
  return {
    request(name, callback) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback());
      tails.set(name, run.catch(() => {}));
      return run;
    },
  };
}

test("two tabs on one storage refresh once between them, through the Web Lock", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token")
    ? setTimeout(() => tokenEndpoint(req, res, 600), 30) : json(res, 200, { auth: req.headers.authorization }));
  t.after(api.close);
  let now = 0;
  const storage = memoryStorage();
  const locks = webLocks();
  const tab1 = client(api, { storage, locks, now: () => now });
  const tab2 = client(api, { storage, locks, now: () => now });
  await tab1.get("/v1beta/lists");
  now = 10_000_000;
  const [a, b] = await Promise.all([tab1.get("/v1beta/lists"), tab2.get("/v1beta/lists")]);
  assert.equal(api.grants().length, 2, "one anonymous grant and one refresh");
  assert.equal(a.auth, b.auth);
});

test("auth.token_expired from the server refreshes and sends the request again, once", async (t) => {
  let expired = true;
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (expired) {
      expired = false;
      return json(res, 401, { code: "auth.token_expired", status: 401, detail: "The access token has expired." });
    }
    return json(res, 200, { auth: req.headers.authorization });
  });
  t.after(api.close);
  const larder = client(api);
  const answer = await larder.get("/v1beta/lists");
  assert.equal(api.grants().length, 2);
  assert.equal(api.grants()[1].body.grant_type, "refresh_token");
  assert.equal(answer.auth, `Bearer ${larder.session().accessToken}`);
});

test("a second auth.token_expired in a row is raised, not looped on", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res)
    : json(res, 401, { code: "auth.token_expired", status: 401, detail: "expired" }));
  t.after(api.close);
  await assert.rejects(client(api).get("/v1beta/lists"), (e) => e instanceof LarderError && e.code === "auth.token_expired");
  assert.equal(api.grants().length, 2);
});

test("auth.token_invalid refreshes as auth.token_expired does, and keeps the same user", async (t) => {
  let invalid = true;
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (invalid) {
      invalid = false;
      return json(res, 401, { code: "auth.token_invalid", status: 401, detail: "The access token is not valid." });
    }
    return json(res, 200, { auth: req.headers.authorization });
  });
  t.after(api.close);
  const larder = client(api);
  const answer = await larder.get("/v1beta/lists");
  assert.deepEqual(api.grants().map((g) => g.body.grant_type), ["anonymous", "refresh_token"]);
  assert.equal(answer.auth, `Bearer ${larder.session().accessToken}`);
});

test("a refused refresh (invalid_grant) drops the session, starts a new anonymous one and says so once", async (t) => {
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return req.body.grant_type === "refresh_token"
        ? json(res, 400, { error: "invalid_grant", error_description: "The refresh token has expired." })
        : tokenEndpoint(req, res);
    }
    return req.headers.authorization === "Bearer stale"
      ? json(res, 401, { code: "auth.token_invalid", status: 401, detail: "The access token is not valid." })
      : json(res, 200, { auth: req.headers.authorization });
  });
  t.after(api.close);
  const storage = memoryStorage();
  storage.set("larder.session.app_1", JSON.stringify({ accessToken: "stale", refreshToken: "gone", issuedAt: 0,
    expiresAt: Date.now() + 3_600_000 }));
  const larder = client(api, { storage });
  const replaced = [];
  larder.addEventListener("sessionreplaced", (event) => replaced.push(event.reason));
  const answer = await larder.get("/v1beta/lists");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(api.grants().map((g) => g.body.grant_type), ["refresh_token", "anonymous"]);
  assert.match(answer.auth, /^Bearer at\d+$/);
  assert.equal(answer.auth, `Bearer ${larder.session().accessToken}`);
  assert.notEqual(larder.session().refreshToken, "gone");
  assert.equal(replaced.length, 1);
  assert.ok(replaced[0] instanceof LarderError);
  assert.equal(replaced[0].code, "invalid_grant");
  // The next call uses the new session: no second grant, no second event.
  await larder.get("/v1beta/lists");
  assert.equal(api.grants().length, 2);
  assert.equal(replaced.length, 1);
});

test("another tab that replaced the session is noticed on the next call, once; a refresh is not a replacement", async (t) => {
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return req.body.grant_type === "refresh_token" && req.body.refresh_token === "gone"
        ? json(res, 400, { error: "invalid_grant", error_description: "The refresh token has expired." })
        : tokenEndpoint(req, res);
    }
    return json(res, 200, { auth: req.headers.authorization });
  });
  t.after(api.close);
  const storage = memoryStorage();
  const tabA = client(api, { storage });
  const tabB = client(api, { storage });
  const replacedInB = [];
  tabB.addEventListener("sessionreplaced", (event) => replacedInB.push(event.reason));
  await tabA.get("/v1beta/lists");
  await tabB.get("/v1beta/lists");
  // A refresh in tab A keeps the user: tab B says nothing.
  await tabA.renew(tabA.session().accessToken);
  await tabB.get("/v1beta/lists");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(replacedInB.length, 0);
  // Tab A's refresh is refused: it starts a new user, and tab B notices on its next call.
  storage.set("larder.session.app_1", JSON.stringify({ ...tabA.session(), refreshToken: "gone", expiresAt: 0 }));
  await tabA.get("/v1beta/lists");
  const answer = await tabB.get("/v1beta/lists");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(replacedInB.length, 1);
  assert.equal(replacedInB[0], null);
  assert.equal(answer.auth, `Bearer ${tabA.session().accessToken}`);
  await tabB.get("/v1beta/lists");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(replacedInB.length, 1);
});

test("a refused anonymous grant is raised, not looped on", async (t) => {
  const api = await serve((req, res) => json(res, 400, { error: "unauthorized_client", error_description: "no" }));
  t.after(api.close);
  await assert.rejects(client(api).get("/v1beta/lists"), (e) => e instanceof LarderError && e.code === "unauthorized_client");
  assert.equal(api.grants().length, 1);
});

test("without a baseUrl and with no page origin, the constructor says what is missing", () => {
  assert.throws(() => new Larder({ clientId: "app_1" }), (e) => e instanceof TypeError && /baseUrl/.test(e.message));
  assert.throws(() => new Larder({ baseUrl: "http://127.0.0.1:1" }), (e) => e instanceof TypeError && /clientId/.test(e.message));
});

test("format.quantity reads like a shopping list: fractions, plurals, unit words", () => {
  const cases = [
    [{ quantity: 0.75, unit: "cup" }, "¾ cup"],
    [{ quantity: 1.5, unit: null, name: "lemon" }, "1½ lemons"],
    [{ quantity: 3, unit: "clove", name: "garlic" }, "3 cloves garlic"],
    [{ quantity: 25.3, unit: "fl_oz" }, "25.3 fl oz"],
    [{ quantity: 1, unit: "piece", name: "bread" }, "1 loaf bread"],
    [{ quantity: 2, unit: "piece", name: "red onion" }, "2 red onions"],
    [{ quantity: 1.5, unit: "cup", name: "milk" }, "1½ cups milk"],
    [{ quantity: 0.333333, unit: "cup", name: "sugar" }, "⅓ cup sugar"],
    [{ quantity: 450, unit: "g", name: "flour" }, "450 g flour"],
    [{ quantity: 0.5, unit: "kg", name: "potato" }, "0.5 kg potato"],
    [{ quantity: 2, unit: "tbsp", name: "olive oil" }, "2 tbsp olive oil"],
    [{ quantity: 2, unit: "bunch", name: "parsley" }, "2 bunches parsley"],
    [{ quantity: 2, quantity_max: 3, name: "egg" }, "2–3 eggs"],
    [{ quantity: 3, name: "eggs" }, "3 eggs"],
    [{ quantity: 2, name: "cherry" }, "2 cherries"],
    [{ quantity: 1.999, name: "tomato" }, "2 tomatoes"],
    [{ quantity: null, unit: null, name: "salt" }, "salt"],
  ];
  for (const [item, expected] of cases) {
    assert.equal(format.quantity(item), expected, JSON.stringify(item));
  }
  assert.equal(Larder.format, format);
  assert.equal(format.amount(0.25), "¼");
});

test("format.packs tells what a cart line's packs hold beside what was needed, as labels write amounts", () => {
  const line = (quantity, unit, name, packs, size) => ({ quantity, unit, name, packs, product: { size } });
  assert.equal(format.packs(line(2.25, "lb", "", 2, { quantity: 1.5, unit: "lb" })), "2.25 lb needed · 2 × 1.5 lb");
  assert.equal(format.packs(line(2.25, "lb", "chicken thighs", 2, { quantity: 1.5, unit: "lb" })),
    "2.25 lb chicken thighs needed · 2 × 1.5 lb");
  assert.equal(format.packs(line(2, null, "lemon", 2, { quantity: 1, unit: "piece" })), "2 lemons needed · 2 packs of 1");
  assert.equal(format.packs(line(0.75, "cup", "plain yogurt", 1, { quantity: 500, unit: "g" })),
    "¾ cup plain yogurt needed · 1 × 500 g");
  assert.equal(format.packs(line(3, "clove", "garlic", 1, { quantity: 1, unit: "head" })),
    "3 cloves garlic needed · 1 × 1 head");
  assert.equal(format.packs(line(2, "tbsp", "olive oil", 1, { quantity: 25.3, unit: "fl_oz" })),
    "2 tbsp olive oil needed · 1 × 25.3 fl oz");
  assert.equal(format.packs(line(450, "g", "flour", 1, { quantity: 1, unit: "kg" })), "450 g flour needed · 1 × 1 kg");
  assert.equal(format.packs(line(1.5, null, "lemon", 2, null)), "1½ lemons needed · 2 packs");
  assert.equal(format.packs(line(null, null, "salt", 1, { quantity: 12, unit: null })), "1 pack of 12");
  assert.equal(format.packs({ quantity: 2, unit: "lb", name: "", packs: 1, product: null }), "2 lb needed · 1 pack");
});

test("format.item puts the comment after a comma, with no space before it", () => {
  assert.equal(format.item({ name: "asparagus", comment: "cut" }), "asparagus, cut");
  assert.equal(format.item({ quantity: 2, name: "onion", comment: ", finely chopped" }), "2 onions, finely chopped");
  assert.equal(format.item({ quantity: 1, unit: "cup", name: "rice", comment: null }), "1 cup rice");
});

test("format.coverage says how many ingredients a nutrition record leaves out", () => {
  const line = (counted) => ({ text: "x", counted, reason: counted ? null : "no_food" });
  assert.equal(format.coverage({ ingredients: [line(true), line(true)] }), "Every ingredient counted");
  assert.equal(format.coverage({ ingredients: [line(true), line(false)] }), "1 ingredient not counted");
  assert.equal(format.coverage({ ingredients: [line(false), line(true), line(false), line(false)] }),
    "3 ingredients not counted");
  assert.equal(format.coverage({ ingredients: [] }), "Every ingredient counted");
});

test("format.nutrient writes a nutrient with its unit, and a dash when it is unknown", () => {
  assert.equal(format.nutrient("energy_kcal", 520), "520 kcal");
  assert.equal(format.nutrient("fat_g", 12.5), "12.5 g");
  assert.equal(format.nutrient("sodium_mg", 640), "640 mg");
  assert.equal(format.nutrient("vitamin_d_ug", 2.1), "2.1 µg");
  assert.equal(format.nutrient("trans_fat_g", null), "–");
});

test("503 and 429 are retried after Retry-After, with the same Idempotency-Key on every try of one POST", async (t) => {
  const answers = [503, 429, 201];
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    const status = answers.shift();
    return status === 201 ? json(res, 201, { id: "lst_1" }, { ETag: "\"1\"" })
      : json(res, status, { code: status === 503 ? "unavailable" : "rate_limited", status }, { "Retry-After": "0" });
  });
  t.after(api.close);
  const larder = client(api);
  const made = await larder.post("/v1beta/lists", { name: "Week" });
  assert.equal(made.id, "lst_1");
  const posts = api.requests.filter((r) => r.path === "/v1beta/lists");
  assert.equal(posts.length, 3);
  assert.match(posts[0].headers["idempotency-key"], /^[0-9a-f-]{32,36}$/);
  assert.equal(new Set(posts.map((p) => p.headers["idempotency-key"])).size, 1);
  assert.deepEqual(posts.map((p) => p.body), [{ name: "Week" }, { name: "Week" }, { name: "Week" }]);
  // Another logical POST gets another key.
  answers.push(201);
  await larder.post("/v1beta/lists", { name: "Party" });
  const last = api.requests.filter((r) => r.path === "/v1beta/lists").at(-1);
  assert.notEqual(last.headers["idempotency-key"], posts[0].headers["idempotency-key"]);
});

test("retries stop after maxRetries, and the last problem is raised", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res)
    : json(res, 503, { code: "unavailable", status: 503, detail: "Busy." }, { "Retry-After": "0" }));
  t.after(api.close);
  await assert.rejects(client(api, { maxRetries: 2 }).get("/v1beta/lists"),
    (e) => e instanceof LarderError && e.status === 503 && e.code === "unavailable" && e.detail === "Busy.");
  assert.equal(api.requests.filter((r) => r.path === "/v1beta/lists").length, 3);
});

test("a dropped connection is retried", async (t) => {
  let drops = 2;
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (drops-- > 0) {
      return res.socket.destroy();
    }
    return json(res, 200, { ok: true });
  });
  t.after(api.close);
  assert.deepEqual(await client(api).get("/v1beta/lists"), { ok: true });
});

test("with nothing answering, a network failure is raised as LarderError status 0", async () => {
  const larder = new Larder({ clientId: "app_1", baseUrl: "http://127.0.0.1:9", storage: memoryStorage(), locks: null,
    maxRetries: 1, backoffMs: 1 });
  await assert.rejects(larder.get("/v1beta/lists"), (e) => e instanceof LarderError && e.status === 0 && e.code === "connection_failed");
});

test("problems become LarderError with status, code, detail and errors", async (t) => {
  const problem = { type: "about:blank", title: "Unprocessable", status: 422, code: "request.invalid", detail: "Bad items.",
    errors: [{ pointer: "/items/0/quantity", code: "invalid", message: "must be positive" }] };
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res) : json(res, 422, problem));
  t.after(api.close);
  await assert.rejects(client(api).post("/v1beta/lists", { items: [{ name: "milk", quantity: -1 }] }), (e) => {
    assert.ok(e instanceof LarderError);
    assert.equal(e.status, 422);
    assert.equal(e.code, "request.invalid");
    assert.equal(e.detail, "Bad items.");
    assert.deepEqual(e.errors, problem.errors);
    assert.deepEqual(e.problem, problem);
    return true;
  });
});

test("the token endpoint's OAuth error is raised with its error as the code", async (t) => {
  const api = await serve((req, res) => json(res, 403, { error: "unauthorized_client",
    error_description: "The origin http://evil.test is not allowed for this app." }));
  t.after(api.close);
  await assert.rejects(client(api).get("/v1beta/feed"), (e) => e instanceof LarderError && e.status === 403
    && e.code === "unauthorized_client" && e.detail.includes("not allowed"));
});

test("ifMatch: true sends the last ETag seen for that list, whichever of its paths answered", async (t) => {
  let version = 3;
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (req.method === "DELETE") {
      res.writeHead(204);
      return res.end();
    }
    if (req.method !== "GET") {
      version++;
    }
    return json(res, 200, { id: "lst_1", version, ifMatch: req.headers["if-match"] ?? null }, { ETag: `"${version}"` });
  });
  t.after(api.close);
  const larder = client(api);
  await larder.get("/v1beta/lists/lst_1");
  const patched = await larder.patch("/v1beta/lists/lst_1/items/itm_1", { checked: true }, { ifMatch: true });
  assert.equal(patched.ifMatch, "\"3\"");
  const renamed = await larder.patch("/v1beta/lists/lst_1", { name: "New" }, { ifMatch: true });
  assert.equal(renamed.ifMatch, "\"4\"");
  const explicit = await larder.patch("/v1beta/lists/lst_1", { name: "Newer" }, { ifMatch: "\"9\"" });
  assert.equal(explicit.ifMatch, "\"9\"");
  const plain = await larder.patch("/v1beta/lists/lst_1", { name: "Newest" });
  assert.equal(plain.ifMatch, null);
  await larder.delete("/v1beta/lists/lst_1", { ifMatch: true });
  assert.equal(api.requests.at(-1).headers["if-match"], "\"7\"");
});

test("ifMatch: true on a meal plan sends the plan's ETag, which shopping for it (the list's ETag) leaves alone", async (t) => {
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (req.path.endsWith("/shopping")) {
      return json(res, 200, { id: "lst_1", version: 40 }, { ETag: "\"40\"" });
    }
    return json(res, 200, { id: "mpl_1", version: 2, ifMatch: req.headers["if-match"] ?? null }, { ETag: "\"2\"" });
  });
  t.after(api.close);
  const larder = client(api);
  await larder.get("/v1beta/meal-plans/mpl_1");
  await larder.post("/v1beta/meal-plans/mpl_1/shopping", { list_id: "lst_1" });
  const moved = await larder.patch("/v1beta/meal-plans/mpl_1/meals/mel_1", { servings: 4 }, { ifMatch: true });
  assert.equal(moved.ifMatch, "\"2\"");
});

test("items() walks every page by its after cursor, and stops at the last", async (t) => {
  const pages = { "": [[1, 2], "c1"], c1: [[3, 4], "c2"], c2: [[5], null] };
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    const [data, after] = pages[req.query.get("after") ?? ""];
    return json(res, 200, { data, paging: { cursors: { after } }, limit: req.query.get("limit") });
  });
  t.after(api.close);
  const seen = [];
  for await (const n of client(api).items("/v1beta/recipes", { limit: 2, q: "soup" })) {
    seen.push(n);
  }
  assert.deepEqual(seen, [1, 2, 3, 4, 5]);
  const listings = api.requests.filter((r) => r.path === "/v1beta/recipes");
  assert.deepEqual(listings.map((r) => r.query.get("after")), [null, "c1", "c2"]);
  assert.ok(listings.every((r) => r.query.get("limit") === "2" && r.query.get("q") === "soup"));
});

test("waitFromHeaders reads Retry-After in seconds or as a date, and RateLimit's reset when no quota is left", () => {
  const h = (o) => new Headers(o);
  assert.equal(waitFromHeaders(h({ "Retry-After": "3" })), 3000);
  assert.equal(waitFromHeaders(h({ "Retry-After": new Date(10_000).toUTCString() }), 4_000), 6000);
  assert.equal(waitFromHeaders(h({ RateLimit: "\"user\";r=0;t=2" })), 2000);
  assert.equal(waitFromHeaders(h({ RateLimit: "\"user\";r=5;t=2" })), null);
  assert.equal(waitFromHeaders(h({})), null);
});

function streamOf(chunks) {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(new TextEncoder().encode(chunk));
      }
      controller.close();
    },
  });
}

test("readEvents parses events split anywhere, skips comments and joins multi-line data", async () => {
  const text = ": heartbeat\n\nid: 4\nevent: item.added\ndata: {\"version\":4}\n\nid: 5\r\nevent: item.updated\r\ndata: {\"a\":\r\ndata: 1}\r\n\r\n";
  for (const size of [1, 3, 7, text.length]) {
    const chunks = [];
    for (let i = 0; i < text.length; i += size) {
      chunks.push(text.slice(i, i + size));
    }
    const events = [];
    for await (const event of readEvents(streamOf(chunks))) {
      events.push(event);
    }
    assert.deepEqual(events, [
      { id: "4", event: "item.added", data: "{\"version\":4}" },
      { id: "5", event: "item.updated", data: "{\"a\":\n1}" },
    ], `chunks of ${size}`);
  }
});

test("follow() catches up through changes, streams the rest, resumes by Last-Event-ID, and stops at list.deleted", async (t) => {
  const log = [1, 2, 3, 4, 5, 6].map((v) => ({ version: v, type: v === 6 ? "list.deleted" : "item.added" }));
  const streamed = [];
  let streams = 0;
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (req.path.endsWith("/changes")) {
      const after = Number(req.query.get("after_version"));
      // The history the server has so far: the first stream will bring more.
      const known = log.filter((c) => c.version > after && c.version <= 2 + 2 * streams);
      return json(res, 200, { version: known.at(-1)?.version ?? after, changes: known });
    }
    assert.equal(req.headers.accept, "text/event-stream");
    assert.match(req.headers.authorization, /^Bearer /);
    streamed.push(Number(req.headers["last-event-id"]));
    streams++;
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    const from = Number(req.headers["last-event-id"]);
    // Each stream sends one change already delivered (a repeat the client must drop) and the next two, then ends.
    for (const change of log.filter((c) => c.version >= from && c.version <= from + 2)) {
      res.write(`: hb\n\nid: ${change.version}\nevent: ${change.type}\ndata: ${JSON.stringify(change)}\n\n`);
    }
    return res.end();
  });
  t.after(api.close);
  const seen = [];
  let ended = "no";
  await client(api).follow("lst_1", { afterVersion: 0, onChange: (c) => seen.push(c.version), onEnd: (e) => { ended = e; } });
  assert.deepEqual(seen, [1, 2, 3, 4, 5, 6]);
  assert.equal(ended, null);
  assert.deepEqual(streamed, [2, 4]);
});

test("follow() reports lost access and stops", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res)
    : json(res, 404, { code: "not_found", status: 404, detail: "No list lst_1." }));
  t.after(api.close);
  let ended = null;
  await client(api).follow("lst_1", { afterVersion: 3, onChange: () => assert.fail("no change"), onEnd: (e) => { ended = e; } });
  assert.equal(ended.status, 404);
});

test("follow() asks for a reset when the history is gone, then goes on from the list's version", async (t) => {
  let stage = 0;
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (req.path.endsWith("/changes")) {
      if (req.query.get("after_version") === "1") {
        return json(res, 410, { code: "list.changes_expired", status: 410 });
      }
      stage++;
      return json(res, 200, { version: 2000, changes: stage === 1 ? [] : [{ version: 2001, type: "list.deleted" }] });
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    return res.end();
  });
  t.after(api.close);
  const seen = [];
  await client(api).follow("lst_1", { afterVersion: 1, onReset: async () => 2000, onChange: (c) => seen.push(c.version) });
  assert.deepEqual(seen, [2001]);
  assert.equal(api.requests.find((r) => r.path.endsWith("/events")).headers["last-event-id"], "2000");
});

// Without the reset, follow() would retry the 422 for ever: the timeout makes that a failure.
test("follow() asks for a reset when the app knows a version the list never reached (a restore)", { timeout: 10_000 }, async (t) => {
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (req.path.endsWith("/changes")) {
      if (req.query.get("after_version") === "9") {
        return json(res, 422, { code: "request.invalid", status: 422,
          errors: [{ pointer: "after_version", code: "invalid", message: "must be at most the list's version, 4" }] });
      }
      return json(res, 200, { version: 5, changes: [{ version: 5, type: "list.deleted" }] });
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    return res.end();
  });
  t.after(api.close);
  const seen = [];
  let resets = 0;
  await client(api).follow("lst_1", { afterVersion: 9, onReset: async () => { resets++; return 4; },
    onChange: (c) => seen.push(c.version) });
  assert.equal(resets, 1);
  assert.deepEqual(seen, [5]);
});

test("from a page on another origin the stream resumes by ?after_version=, since CORS allows no Last-Event-ID", async (t) => {
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (req.path.endsWith("/changes")) {
      return json(res, 200, { version: 7, changes: [] });
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write(`id: 8\nevent: list.deleted\ndata: ${JSON.stringify({ version: 8, type: "list.deleted" })}\n\n`);
    return res.end();
  });
  t.after(api.close);
  globalThis.location = { origin: "http://app.example" };
  t.after(() => delete globalThis.location);
  await client(api).follow("lst_1", { afterVersion: 7, onChange: () => {} });
  const stream = api.requests.find((r) => r.path.endsWith("/events"));
  assert.equal(stream.query.get("after_version"), "7");
  assert.equal(stream.headers["last-event-id"], undefined);
});

// The policy both clients follow: the same table as the Java client's ClientPolicyTest.
const policy = JSON.parse(readFileSync(new URL("../../policy.json", import.meta.url), "utf8"));

test("retries and refreshes follow the shared policy table", () => {
  assert.ok(policy.answers.length > 10);
  for (const row of policy.answers) {
    assert.equal(retryable(row.status, row.code), row.retried, `retried: ${row.status} ${row.code}`);
    assert.equal(refreshes(row.status, row.code), row.refreshes, `refreshes: ${row.status} ${row.code}`);
  }
  assert.equal(NO_ANSWER, policy.no_answer_code);
  assert.equal(new LarderError().code, policy.no_answer_code);
});

test("an answer the policy retries is sent again, and one it does not is thrown at once", async (t) => {
  let calls = 0;
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    calls++;
    if (req.path === "/v1beta/lists") {
      return calls === 1 ? json(res, 502, { status: 502, code: "internal" }) : json(res, 200, { ok: true });
    }
    return json(res, 501, { status: 501, code: "internal" });
  });
  t.after(api.close);
  const larder = client(api);
  assert.deepEqual(await larder.get("/v1beta/lists"), { ok: true });
  assert.equal(calls, 2);
  await assert.rejects(larder.get("/v1beta/other"), (e) => e instanceof LarderError && e.status === 501);
  assert.equal(calls, 3);
});

test("a token the server calls invalid is refreshed once, as an expired one is", async (t) => {
  let rejected = false;
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) {
      return tokenEndpoint(req, res);
    }
    if (!rejected) {
      rejected = true;
      return json(res, 401, { status: 401, code: "auth.token_invalid" });
    }
    return json(res, 200, { auth: req.headers.authorization });
  });
  t.after(api.close);
  const answer = await client(api).get("/v1beta/lists");
  assert.equal(api.grants().length, 2);
  assert.equal(api.grants()[1].body.grant_type, "refresh_token");
  assert.match(answer.auth, /^Bearer at\d+$/);
});

test("put sends its body as JSON with PUT", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res)
    : json(res, 200, { method: req.method, body: req.body }));
  t.after(api.close);
  assert.deepEqual(await client(api).put("/v1beta/retailers/r1/products", { products: [] }),
    { method: "PUT", body: { products: [] } });
});

test("an attempt that outlasts the timeout counts as no answer: retried, then connection_failed", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res) : null);
  t.after(api.close);
  const larder = client(api, { timeoutMs: 50, maxRetries: 1 });
  await assert.rejects(larder.get("/v1beta/lists"),
    (e) => e instanceof LarderError && e.status === 0 && e.code === "connection_failed");
  assert.equal(api.requests.filter((r) => r.path === "/v1beta/lists").length, 2);
});

test("with a management token a Node backend acts as the app: no session, no refresh", async (t) => {
  const api = await serve((req, res) => req.path === "/v1beta/app" ? json(res, 200, { auth: req.headers.authorization })
    : json(res, 401, { status: 401, code: "auth.token_expired" }));
  t.after(api.close);
  const larder = new Larder({ baseUrl: api.baseUrl, managementToken: "lmt_secret", storage: memoryStorage(), locks: null });
  assert.deepEqual(await larder.get("/v1beta/app"), { auth: "Bearer lmt_secret" });
  await assert.rejects(larder.get("/v1beta/lists"), (e) => e instanceof LarderError && e.code === "auth.token_expired");
  assert.equal(api.grants().length, 0);
  assert.throws(() => new Larder({ baseUrl: api.baseUrl }), TypeError);
});

const EVENT = JSON.stringify({ id: "evt_1", type: "list.updated", created_at: "2026-11-28T10:00:00Z", data: { object: { id: "lst_1" } } });

test("a webhook signed with Larder-Signature is verified and its event read", async () => {
  const now = Date.parse("2026-11-28T10:00:30Z");
  const t = Math.floor(now / 1000);
  const secret = "whsec_c2VjcmV0LWtleS1ieXRlcw==";
  const good = createHmac("sha256", secret).update(`${t}.${EVENT}`).digest("hex");
  const event = await verifyWebhook(EVENT, { "larder-signature": `t=${t},v1=${"0".repeat(64)},v1=${good}` }, secret, { now });
  assert.equal(event.type, "list.updated");
  assert.equal(event.data.object.id, "lst_1");
  await assert.rejects(verifyWebhook(EVENT.replace("lst_1", "lst_2"), { "larder-signature": `t=${t},v1=${good}` }, secret, { now }),
    (e) => e instanceof WebhookVerificationError && e.message.includes("no Larder-Signature matches"));
  await assert.rejects(verifyWebhook(EVENT, { "larder-signature": `t=${t},v1=${good}` }, secret, { now: now + 301_000 }),
    (e) => e instanceof WebhookVerificationError && e.message.includes("5 minutes"));
});

test("a webhook signed the Standard Webhooks way is verified, with a Headers object too", async () => {
  const now = Date.parse("2026-11-28T10:00:30Z");
  const t = String(Math.floor(now / 1000));
  const secret = "whsec_c2VjcmV0LWtleS1ieXRlcw==";
  const signature = createHmac("sha256", Buffer.from("c2VjcmV0LWtleS1ieXRlcw==", "base64"))
    .update(`msg_1.${t}.${EVENT}`).digest("base64");
  const headers = new Headers({ "webhook-id": "msg_1", "webhook-timestamp": t, "webhook-signature": `v1,${signature}` });
  assert.equal((await verifyWebhook(EVENT, headers, secret, { now })).id, "evt_1");
  await assert.rejects(verifyWebhook(EVENT, new Headers({ "webhook-id": "msg_2", "webhook-timestamp": t,
    "webhook-signature": `v1,${signature}` }), secret, { now }), WebhookVerificationError);
  await assert.rejects(verifyWebhook(EVENT, {}, secret, { now }), /no Larder-Signature or webhook-signature/);
});


test("package.json names the types under exports, and larder.d.ts declares every export of larder.js", async () => {
  const here = new URL("..", import.meta.url);
  const pkg = JSON.parse(readFileSync(new URL("package.json", here), "utf8"));
  assert.deepEqual(pkg.exports, { ".": { types: "./larder.d.ts", default: "./larder.js" } });
  assert.equal(pkg.types, "larder.d.ts");
  for (const file of ["larder.js", "larder.d.ts", "openapi.d.ts"]) {
    assert.ok(pkg.files.includes(file), `${file} is published`);
  }
  const declarations = readFileSync(new URL("larder.d.ts", here), "utf8");
  const exported = Object.keys(await import("../larder.js"));
  assert.ok(exported.length > 10);
  for (const name of exported) {
    assert.match(declarations, new RegExp(`export declare (const|function|class) ${name}\\b`), `${name} is typed`);
  }
});

test("the pantry: lists across pages with expiring_within_days, adds, changes and deletes items by their paths", async (t) => {
  const api = await serve((req, res) => {
    if (req.path.endsWith("access_token")) return tokenEndpoint(req, res);
    if (req.method === "GET" && req.path === "/v1beta/pantry") {
      return req.query.get("after") === null
        ? json(res, 200, { data: [{ id: "pan_1", name: "spinach" }], paging: { cursors: { after: "c1" } } })
        : json(res, 200, { data: [{ id: "pan_2", name: "rice" }], paging: { cursors: { after: null } } });
    }
    if (req.method === "DELETE") {
      res.writeHead(204);
      return res.end();
    }
    return json(res, 200, { method: req.method, body: req.body });
  });
  t.after(api.close);
  const larder = client(api);

  const names = [];
  for await (const item of larder.pantry({ expiringWithinDays: 3 })) names.push(item.name);
  const added = await larder.addToPantry({ raw_items: ["200 g flour"] });
  const changed = await larder.updatePantryItem("pan 1", { staple: true, expires_on: null });
  await larder.deletePantryItem("pan_2");

  assert.deepEqual(names, ["spinach", "rice"]);
  const calls = api.requests.filter((r) => !r.path.endsWith("access_token"));
  assert.equal(calls[0].query.get("expiring_within_days"), "3");
  assert.equal(calls[1].query.get("after"), "c1");
  assert.deepEqual(added, { method: "POST", body: { raw_items: ["200 g flour"] } });
  assert.deepEqual(changed, { method: "PATCH", body: { staple: true, expires_on: null } });
  assert.equal(calls[3].path, "/v1beta/pantry/items/pan%201");
  assert.equal(calls[4].method, "DELETE");
  assert.equal(calls[4].path, "/v1beta/pantry/items/pan_2");
});

test("searchRecipes sends every criterion, repeated where it is a list, and walks the pages", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res)
    : json(res, 200, req.query.get("after")
      ? { data: [{ id: "rcp_2" }], paging: { cursors: { after: null } } }
      : { data: [{ id: "rcp_1" }], paging: { cursors: { after: "c2" } } }));
  t.after(api.close);
  const larder = client(api);
  const found = [];
  for await (const recipe of larder.searchRecipes({
    q: "soup", diets: ["vegan"], avoid: ["peanut", "sesame"], excludeIngredients: ["cilantro", "bell pepper"],
    maxTotalMinutes: 30, maxKcal: 450, minProteinG: 20, sort: "kcal", ignorePreferences: true,
  })) {
    found.push(recipe.id);
  }
  assert.deepEqual(found, ["rcp_1", "rcp_2"]);
  const first = api.requests.find((r) => r.path === "/v1beta/recipes");
  assert.deepEqual(first.query.getAll("exclude_ingredient"), ["cilantro", "bell pepper"]);
  assert.deepEqual(first.query.getAll("avoid"), ["peanut", "sesame"]);
  assert.equal(first.query.get("max_kcal"), "450");
  assert.equal(first.query.get("min_protein_g"), "20");
  assert.equal(first.query.get("sort"), "kcal");
  assert.equal(first.query.get("max_total_minutes"), "30");
  assert.equal(first.query.get("preferences"), "ignore");
  assert.equal(first.query.get("diet"), "vegan");
  assert.deepEqual(Object.entries(recipeQuery({})).filter(([, v]) => v !== undefined && v !== null), []);
});

test("feed and preferences call their paths; the feed ignores preferences only when asked", async (t) => {
  const api = await serve((req, res) => req.path.endsWith("access_token") ? tokenEndpoint(req, res)
    : json(res, 200, { path: req.path, preferences: req.query.get("preferences"), body: req.body ?? null }));
  t.after(api.close);
  const larder = client(api);
  assert.equal((await larder.feed({ limit: 5 })).preferences, null);
  assert.equal((await larder.feed({ ignorePreferences: true })).preferences, "ignore");
  assert.equal((await larder.preferences()).path, "/v1beta/users/me/preferences");
  const changed = await larder.updatePreferences({ dislikes: ["cilantro"] });
  assert.deepEqual(changed.body, { dislikes: ["cilantro"] });
  assert.equal(api.requests.at(-1).method, "PATCH");
});
