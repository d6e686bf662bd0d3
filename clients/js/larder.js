// larder.js: the browser (and Node 20+) client of the Larder API. One ES module, no dependencies.
//
//   import { Larder } from "/sdk/larder.js";
//   const larder = new Larder({ clientId: "app_…" });          // same origin; or baseUrl: "https://larder.example"
//   for await (const recipe of larder.items("/v1beta/feed")) { … }
//   const list = await larder.post("/v1beta/lists", { name: "Week", raw_items: ["2 onions"] });
//
// What it does for the app:
// - gets an anonymous token on first use and keeps it, with its refresh token, in a storage the app chooses
//   (localStorage by default, in memory where there is none);
// - refreshes before the token expires and when the server says auth.token_expired (or token_invalid), one refresh at a time, also
//   across tabs (Web Locks where the browser has them; a superseded refresh token stays good for 60 s on the server,
//   so two tabs that still race both keep their user);
// - retries no answer, 408, 429, 500, 502, 503, 504 and 409 idempotency.in_progress (clients/policy.json) with exponential back-off and jitter, honouring Retry-After and RateLimit;
//   every POST carries one Idempotency-Key, generated once and sent again on each retry, so a retried POST never
//   acts twice;
// - sends If-Match with the last ETag it saw for a list, cart or meal plan when asked (`ifMatch: true`), or the one given;
// - walks pages by their `after` cursors (`for await`);
// - raises LarderError, which carries the problem's status, code, detail and errors;
// - follows a list's live changes over Server-Sent Events read with fetch (so the token goes in the Authorization
//   header, never in the URL), resuming by Last-Event-ID, and catches up through `changes` after being offline.

const DEFAULT_STORAGE_KEY = "larder.session";
const REFRESH_MARGIN_MS = 60_000;

/** An error answer of the API (a problem document, or the token endpoint's OAuth error), or a network failure. */
// One client policy, the Java client's too (clients/policy.json, read by the tests of both; docs/clients.md).
/** The code of a call that got no answer at all. */
export const NO_ANSWER = "connection_failed";

/** Whether an answer is worth another attempt: 408, 429, 500, 502, 503, 504, and 409 idempotency.in_progress. */
export function retryable(status, code) {
  return [408, 429, 500, 502, 503, 504].includes(status) || (status === 409 && code === "idempotency.in_progress");
}

/** Whether a session refreshes its token and sends the call once more: 401 auth.token_expired or token_invalid. */
export function refreshes(status, code) {
  return status === 401 && (code === "auth.token_expired" || code === "auth.token_invalid");
}

export class LarderError extends Error {
  constructor({ status = 0, code = NO_ANSWER, detail, errors = [], problem = null, cause } = {}) {
    super(detail || code, cause ? { cause } : undefined);
    this.name = "LarderError";
    /** HTTP status; 0 when no answer came. */
    this.status = status;
    /** The problem's `code` (e.g. "list.full"), the OAuth `error` of the token endpoint, or "connection_failed". */
    this.code = code;
    this.detail = detail;
    /** Field problems: [{pointer, code, message}]. */
    this.errors = errors;
    this.problem = problem;
  }
}

/** Keeps the session in memory only: it ends with the page. */
export function memoryStorage() {
  const values = new Map();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** Keeps the session in window.localStorage (or another Web Storage), shared by the origin's tabs. */
export function webStorage(store = globalThis.localStorage) {
  return {
    get: (key) => store.getItem(key),
    set: (key, value) => store.setItem(key, value),
    remove: (key) => store.removeItem(key),
  };
}

function defaultStorage() {
  try {
    if (globalThis.localStorage) {
      return webStorage(globalThis.localStorage);
    }
  } catch {
    // Storage can be refused (privacy settings, sandboxed frames): fall back to memory.
  }
  return memoryStorage();
}

/** Seconds to wait that a 429 or 503 names: Retry-After (seconds or a date), else RateLimit's `t`. */
export function waitFromHeaders(headers, now = Date.now()) {
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) {
      return seconds * 1000;
    }
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) {
      return Math.max(0, date - now);
    }
  }
  // draft-ietf-httpapi-ratelimit-headers: RateLimit: "user";r=0;t=2 (t: seconds until the quota resets).
  const rateLimit = headers.get("ratelimit");
  if (rateLimit) {
    const match = /(?:^|;)\s*t=(\d+)/.exec(rateLimit);
    const remaining = /(?:^|;)\s*r=(\d+)/.exec(rateLimit);
    if (match && (!remaining || Number(remaining[1]) === 0)) {
      return Number(match[1]) * 1000;
    }
  }
  return null;
}

/** Reads a text/event-stream body into events: {id, event, data}. Comments (heartbeats) are skipped. */
export async function* readEvents(body) {
  const decoder = new TextDecoder();
  let buffer = "";
  let event = { id: null, event: "message", data: [] };
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let newline;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        if (newline === buffer.length - 1 && buffer.endsWith("\r")) {
          break; // A CR that may be the first half of a CRLF split across chunks: wait for the next one.
        }
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
        if (line === "") {
          if (event.data.length > 0) {
            yield { id: event.id, event: event.event, data: event.data.join("\n") };
          }
          event = { id: event.id, event: "message", data: [] };
        } else if (!line.startsWith(":")) {
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          let value = colon < 0 ? "" : line.slice(colon + 1);
          if (value.startsWith(" ")) {
            value = value.slice(1);
          }
          if (field === "data") {
            event.data.push(value);
          } else if (field === "event") {
            event.event = value;
          } else if (field === "id") {
            event.id = value;
          }
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
}

const sleep = (ms, signal) => new Promise((resolve, reject) => {
  if (signal?.aborted) {
    reject(signal.reason);
    return;
  }
  const timer = setTimeout(resolve, ms);
  signal?.addEventListener("abort", () => {
    clearTimeout(timer);
    reject(signal.reason);
  }, { once: true });
});

function newKey() {
  if (globalThis.crypto?.randomUUID) {
    return globalThis.crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The resource an answer's ETag belongs to: /v1beta/lists/{id} for every path below it, and so for carts and meal
 * plans. Shopping for a plan answers the list or cart it filled, with that one's ETag: it is not the plan's.
 */
function resourceOf(path) {
  const match = /^\/v1beta\/(lists|carts|meal-plans)\/([^/?#]+)([^?#]*)/.exec(path);
  if (!match || match[2] === "checkout" || match[1] === "meal-plans" && match[3].startsWith("/shopping")) {
    return null;
  }
  return `/v1beta/${match[1]}/${match[2]}`;
}

// ---- formatting ---------------------------------------------------------------------------------------------------

// Kitchen fractions, as a cook writes them: near one of these (within 0.02), a quantity reads "1½", not "1.5".
const FRACTIONS = [[1 / 8, "⅛"], [1 / 4, "¼"], [1 / 3, "⅓"], [3 / 8, "⅜"], [1 / 2, "½"], [5 / 8, "⅝"], [2 / 3, "⅔"],
  [3 / 4, "¾"], [7 / 8, "⅞"]];
// Metric units are written in decimals ("0.5 kg", "250 g"): fractions of them read oddly.
const DECIMAL_UNITS = new Set(["g", "kg", "ml", "l"]);
// On a pack's label and a scale, pounds, ounces and fluid ounces are decimals too ("1.5 lb", "25.3 fl oz").
const LABEL_DECIMAL_UNITS = new Set([...DECIMAL_UNITS, "lb", "oz", "fl_oz"]);
// How the contract's unit codes are written; abbreviations take no plural.
const UNIT_WORDS = { fl_oz: "fl oz" };
const ABBREVIATIONS = new Set(["g", "kg", "oz", "lb", "ml", "l", "tsp", "tbsp", "fl_oz"]);
// "1 piece bread" is a loaf: a piece of what is bought whole has its own word; of anything else it goes unsaid.
const PIECE_WORDS = { bread: "loaf", baguette: "loaf", cake: "loaf", lettuce: "head", cabbage: "head", celery: "head" };
// Names that are not counted: "2 salt" would read wrong, so they keep their singular.
const UNCOUNTED = new Set(["salt", "pepper", "water", "milk", "flour", "sugar", "rice", "butter", "oil", "garlic",
  "bread", "cheese", "cream", "honey", "yogurt", "yoghurt", "parsley", "cilantro", "coriander", "basil", "thyme",
  "rosemary", "spinach", "broccoli", "asparagus", "celery", "lettuce", "cabbage", "pasta", "stock", "broth"]);
const IRREGULAR = { leaf: "leaves", loaf: "loaves", knife: "knives", half: "halves", potato: "potatoes",
  tomato: "tomatoes", mango: "mangoes", chili: "chilies", chilli: "chillies" };

/** The plural of one English word, as a shopping list needs it: "lemon" to "lemons", "bunch" to "bunches". */
function plural(word) {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) {
    return word.slice(0, 1) + IRREGULAR[lower].slice(1);
  }
  if (UNCOUNTED.has(lower) || /s$/i.test(word)) {
    return word;
  }
  if (/[^aeiou]y$/i.test(word)) {
    return `${word.slice(0, -1)}ies`;
  }
  if (/(ch|sh|x|z)$/i.test(word)) {
    return `${word}es`;
  }
  return `${word}s`;
}

/** A number as a cook reads it: "¾", "1½", "25.3", "250"; as a pack's label or a scale reads it when `decimal`. */
function number(value, unit, decimal = DECIMAL_UNITS.has(unit ?? "")) {
  if (!Number.isFinite(value)) {
    return "";
  }
  const whole = Math.floor(value);
  const part = value - whole;
  if (!decimal) {
    if (part < 0.02) {
      return String(whole);
    }
    if (part > 0.98) {
      return String(whole + 1);
    }
    const near = FRACTIONS.find(([fraction]) => Math.abs(part - fraction) < 0.02);
    if (near) {
      return whole === 0 ? near[1] : `${whole}${near[1]}`;
    }
  }
  const places = Math.abs(value) >= 10 ? 1 : 2;
  return String(Math.round(value * 10 ** places) / 10 ** places);
}

/**
 * Reads quantities the way a shopping list or recipe is written, for any app: `quantity(item)` with the API's
 * `{quantity, quantity_max, unit, name}` gives "¾ cup flour", "1½ lemons", "3 cloves garlic", "25.3 fl oz milk",
 * "1 loaf bread"; `item(item)` adds its comment after a comma ("2 onions, chopped"). Without a name, only the amount.
 */
export const format = {
  /** The number alone: "¾", "1½", "2–3"; "" when there is none. */
  amount(quantity, quantityMax = null, unit = null) {
    if (quantity === null || quantity === undefined) {
      return "";
    }
    const low = number(Number(quantity), unit);
    return quantityMax !== null && quantityMax !== undefined && Number(quantityMax) > Number(quantity)
      ? `${low}–${number(Number(quantityMax), unit)}` : low;
  },

  quantity({ quantity = null, quantity_max: quantityMax = null, unit = null, name = "" } = {}) {
    return phrase(quantity, quantityMax, unit, name, format.amount(quantity, quantityMax, unit));
  },

  /**
   * A cart line: what was needed, as a list writes it, and beside it what the packs hold, as their labels write it:
   * "2.25 lb chicken thighs needed · 2 × 1.5 lb", "2 lemons needed · 2 packs of 1", "¾ cup plain yogurt needed ·
   * 1 × 500 g". Weights and metric volumes are in decimals, as on a label or a scale; cups, spoons and counts in
   * kitchen fractions. Without a product size the packs are counted ("2 packs"); without a need, only the packs.
   */
  packs({ quantity = null, unit = null, name = "", packs = 1, product = null } = {}) {
    const written = (q, u, n) => phrase(q, null, u, n,
      q === null || q === undefined ? "" : number(Number(q), u, LABEL_DECIMAL_UNITS.has(u ?? "")));
    const need = quantity === null || quantity === undefined ? "" : written(quantity, unit, name);
    const size = product?.size;
    const counted = (n) => `${n} ${n === 1 ? "pack" : "packs"}`;
    let held = counted(packs);
    if (size && (size.unit === null || size.unit === undefined || size.unit === "piece")) {
      held = `${counted(packs)} of ${number(Number(size.quantity), null)}`;
    } else if (size) {
      held = `${packs} × ${written(size.quantity, size.unit, "")}`;
    }
    return need ? `${need} needed · ${held}` : held;
  },

  /** The quantity and the comment, joined as a list is written: "2 onions, finely chopped". */
  item(item = {}) {
    const main = format.quantity(item);
    const comment = item.comment ? String(item.comment).trim().replace(/^,\s*/, "") : "";
    return comment ? `${main}, ${comment}` : main;
  },

  /**
   * What a nutrition record (contract section 14) leaves out, in words, so that a total is never shown as complete
   * when it is not: "Every ingredient counted", "1 ingredient not counted", "3 ingredients not counted".
   */
  coverage(nutrition = {}) {
    const missing = (nutrition.ingredients ?? []).filter((line) => !line.counted).length;
    if (missing === 0) {
      return "Every ingredient counted";
    }
    return `${missing} ${missing === 1 ? "ingredient" : "ingredients"} not counted`;
  },

  /**
   * One nutrient of a nutrition record as a label writes it, by its wire name: "520 kcal", "12.5 g", "640 mg",
   * "2.1 µg"; "–" when it is unknown (null).
   */
  nutrient(name, value) {
    if (value === null || value === undefined || !Number.isFinite(Number(value))) {
      return "–";
    }
    const unit = /_kcal$/.test(name) ? "kcal" : /_mg$/.test(name) ? "mg" : /_ug$/.test(name) ? "µg" : "g";
    return `${Number(value)} ${unit}`;
  },
};

/** An amount already written, with its unit and the name, as a list writes them: "¾ cup flour", "1½ lemons". */
function phrase(quantity, quantityMax, unit, name, amount) {
  const many = Number(quantityMax ?? quantity) > 1;
  const text = name ? String(name).trim() : "";
  if (!amount) {
    return text;
  }
  let unitWord = unit ?? "";
  const lastWord = text.split(" ").pop().toLowerCase();
  if (unitWord === "piece") {
    unitWord = PIECE_WORDS[lastWord] ?? "";
  }
  if (!unitWord) {
    // A count: the name takes the plural ("1½ lemons"), on its last word ("2 red onions").
    const counted = many && text ? text.replace(/(\S+)$/, (word) => plural(word)) : text;
    return [amount, counted].filter(Boolean).join(" ");
  }
  const written = UNIT_WORDS[unitWord] ?? unitWord;
  const unitText = many && !ABBREVIATIONS.has(unitWord) ? plural(written) : written;
  return [amount, unitText, text].filter(Boolean).join(" ");
}

/** The access token codes after which a refresh may help: an expired token, and one the server no longer knows. */
export class Larder extends EventTarget {
  /**
   * @param {object} options
   * @param {string} options.clientId the app's client_id
   * @param {string} [options.baseUrl] the server, e.g. "https://larder.example"; default: this page's origin
   * @param {{get, set, remove}} [options.storage] where the session is kept: webStorage() by default
   * @param {string} [options.storageKey]
   * @param {number} [options.maxRetries] retries of one request after no answer, or an answer `retryable` names (default 4)
   * @param {number} [options.backoffMs] the first back-off; it doubles, with jitter, up to maxBackoffMs
   * @param {Function} [options.fetch] a fetch implementation (default: globalThis.fetch)
   * @param {object|null} [options.locks] Web Locks (default: navigator.locks when there is one)
   * @param {Function} [options.now] the clock, in milliseconds
   * @param {string} [options.managementToken] on a server (Node): act as the app with this token, no session
   * @param {number} [options.timeoutMs] each attempt's timeout (default 30 000; 0 for none)
   */
  constructor(options) {
    super();
    if (!options?.clientId && !options?.managementToken) {
      throw new TypeError("Larder needs a clientId (or, on a server, a managementToken)");
    }
    // A Node backend acting as the app: the token is sent as it is, never refreshed. Never in a browser.
    this.managementToken = options.managementToken ?? null;
    // Each attempt of a call is given up after this long (and counts as no answer); 0 for none. Streams have none.
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.clientId = options.clientId;
    const baseUrl = options.baseUrl ?? globalThis.location?.origin;
    if (!baseUrl) {
      // In Node (or a worker without a location) there is no page to be relative to: say so now, not as a
      // "fetch failed" on the first call.
      throw new TypeError("Larder needs a baseUrl, such as \"https://larder.example\", where there is no page origin");
    }
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.storage = options.storage ?? defaultStorage();
    this.storageKey = options.storageKey ?? `${DEFAULT_STORAGE_KEY}.${options.clientId}`;
    this.maxRetries = options.maxRetries ?? 4;
    this.backoffMs = options.backoffMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 20_000;
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.locks = options.locks === undefined ? globalThis.navigator?.locks ?? null : options.locks;
    this.now = options.now ?? (() => Date.now());
    this.etags = new Map();
    this.refreshing = null;
    // Which user's session this client last used (a session's `generation` is made with its anonymous user and kept
    // through refreshes): a different one in the storage means another tab replaced it.
    this.generation = null;
  }

  /** Quantity formatting ({@link format}), also as Larder.format. */
  static format = format;

  // ---- session ------------------------------------------------------------------------------------------------

  /** The stored session: {accessToken, refreshToken, expiresAt}, or null before the first call. */
  session() {
    const raw = this.storage.get(this.storageKey);
    if (!raw) {
      return null;
    }
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  }

  /** Forgets the session: the next call starts a new anonymous user. */
  signOut() {
    this.storage.remove(this.storageKey);
    this.etags.clear();
    this.generation = null;
  }

  /** A valid access token: the stored one, or a fresh one (refreshed, or a new anonymous user's). */
  async accessToken() {
    if (this.managementToken) {
      return this.managementToken;
    }
    const session = this.session();
    this.adopt(session);
    if (session && !this.expiring(session)) {
      return session.accessToken;
    }
    return (await this.renew(session?.accessToken ?? null)).accessToken;
  }

  /** Takes the stored session as this client's; one of another user than before was replaced in another tab. */
  adopt(session) {
    const generation = session?.generation ?? null;
    if (generation && this.generation && generation !== this.generation) {
      this.etags.clear();
      this.sessionReplaced(null);
    }
    if (generation) {
      this.generation = generation;
    }
  }

  expiring(session) {
    const ttl = session.expiresAt - session.issuedAt;
    const margin = Math.min(REFRESH_MARGIN_MS, Math.max(0, ttl) / 5);
    return this.now() >= session.expiresAt - margin;
  }

  /**
   * Replaces the session whose access token is {@code stale} (null: there is none), once: concurrent callers in
   * this page share one refresh, and other tabs wait on the same Web Lock and then find the session renewed.
   */
  renew(stale) {
    if (!this.refreshing) {
      const run = () => this.renewLocked(stale);
      const locked = this.locks
        ? this.locks.request(`larder-refresh:${this.clientId}`, run)
        : run();
      this.refreshing = locked.finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  async renewLocked(stale) {
    const current = this.session();
    // Another tab (or an earlier call) renewed it while this one waited for the lock.
    if (current && current.accessToken !== stale && !this.expiring(current)) {
      this.adopt(current);
      return current;
    }
    const body = current?.refreshToken
      ? { grant_type: "refresh_token", client_id: this.clientId, refresh_token: current.refreshToken }
      : { grant_type: "anonymous", client_id: this.clientId };
    let answer;
    try {
      answer = await this.grant(body);
    } catch (error) {
      if (!(body.grant_type === "refresh_token" && error instanceof LarderError && error.code === "invalid_grant")) {
        throw error;
      }
      // The server refused the session for good (the refresh token expired, the user was erased, the server's data
      // was reset): retrying it can only fail again. It is dropped, a new anonymous user starts, and the app is told,
      // so that it can say what was lost instead of failing on every page.
      this.storage.remove(this.storageKey);
      this.etags.clear();
      answer = await this.grant({ grant_type: "anonymous", client_id: this.clientId });
      body.grant_type = "anonymous";
      this.sessionReplaced(error);
    }
    const issuedAt = this.now();
    const session = {
      accessToken: answer.data.access_token,
      refreshToken: answer.data.refresh_token,
      issuedAt,
      expiresAt: issuedAt + answer.data.expires_in * 1000,
      generation: body.grant_type === "refresh_token" && current?.generation ? current.generation : newKey(),
    };
    this.storage.set(this.storageKey, JSON.stringify(session));
    this.generation = session.generation;
    return session;
  }

  /** Form-encoded, as OAuth clients send it: a CORS "simple" request, so that a page on an origin the app does not
   * allow still reads the server's unauthorized_client instead of failing its preflight without a word. */
  grant(body) {
    return this.send("/v1beta/auth/access_token", { method: "POST", form: body, auth: false });
  }

  /** Tells listeners of "sessionreplaced" that the previous session is gone, after the new one is stored. */
  sessionReplaced(reason) {
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event("sessionreplaced"), { reason })));
  }

  // ---- requests -----------------------------------------------------------------------------------------------

  get(path, options = {}) {
    return this.request("GET", path, options).then((answer) => answer.data);
  }

  post(path, body, options = {}) {
    return this.request("POST", path, { ...options, body }).then((answer) => answer.data);
  }

  patch(path, body, options = {}) {
    return this.request("PATCH", path, { ...options, body }).then((answer) => answer.data);
  }

  put(path, body, options = {}) {
    return this.request("PUT", path, { ...options, body }).then((answer) => answer.data);
  }

  delete(path, options = {}) {
    return this.request("DELETE", path, options).then((answer) => answer.data);
  }

  /**
   * One API call, with the session's token, retries and refresh; answers {status, data, headers, etag}.
   * @param {object} [options]
   * @param {object} [options.query] query parameters (null and undefined are left out)
   * @param {*} [options.body] sent as JSON
   * @param {true|string} [options.ifMatch] true: the last ETag seen for this list, cart or meal plan; or an ETag
   * @param {string} [options.idempotencyKey] for a POST; one is made when not given
   * @param {AbortSignal} [options.signal]
   */
  async request(method, path, options = {}) {
    const headers = {};
    if (options.ifMatch) {
      const etag = options.ifMatch === true ? this.etags.get(resourceOf(path)) : options.ifMatch;
      if (etag) {
        headers["If-Match"] = etag;
      }
    }
    if (method === "POST") {
      headers["Idempotency-Key"] = options.idempotencyKey ?? newKey();
    }
    return this.send(withQuery(path, options.query), {
      method, body: options.body, headers, signal: options.signal, auth: true,
    });
  }

  async send(path, { method, body, form, headers = {}, signal, auth }) {
    let refreshed = false;
    const payload = form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body);
    for (let attempt = 0; ; attempt++) {
      const sent = { Accept: "application/json", ...headers };
      if (payload !== undefined) {
        sent["Content-Type"] = form ? "application/x-www-form-urlencoded" : "application/json";
      }
      let token = null;
      if (auth) {
        token = await this.accessToken();
        sent.Authorization = `Bearer ${token}`;
      }
      let response;
      try {
        response = await this.fetch(this.baseUrl + path, {
          method, headers: sent, signal: withTimeout(signal, this.timeoutMs), body: payload,
        });
      } catch (cause) {
        if (signal?.aborted || attempt >= this.maxRetries) {
          throw signal?.aborted ? cause : new LarderError({ detail: `${method} ${path}: ${cause.message}`, cause });
        }
        await sleep(this.backoff(attempt), signal);
        continue;
      }
      if (response.ok) {
        return this.answered(path, response);
      }
      const error = await errorOf(response);
      if (auth && !this.managementToken && refreshes(response.status, error.code) && !refreshed) {
        refreshed = true;
        await this.renew(token);
        attempt--;
        continue;
      }
      if (retryable(response.status, error.code) && attempt < this.maxRetries) {
        const wait = waitFromHeaders(response.headers, this.now());
        await sleep(wait ?? this.backoff(attempt), signal);
        continue;
      }
      throw error;
    }
  }

  async answered(path, response) {
    const etag = response.headers.get("etag");
    const resource = resourceOf(path);
    if (resource) {
      if (etag) {
        this.etags.set(resource, etag);
      } else if (response.status === 204) {
        this.etags.delete(resource);
      }
    }
    const text = response.status === 204 ? "" : await response.text();
    return { status: response.status, headers: response.headers, etag, data: text ? JSON.parse(text) : null };
  }

  /** Exponential, with full jitter: a random wait up to backoffMs × 2^attempt, capped. */
  backoff(attempt) {
    return Math.random() * Math.min(this.maxBackoffMs, this.backoffMs * 2 ** attempt);
  }

  // ---- pages --------------------------------------------------------------------------------------------------

  /** Each page of a listing ({data, paging}), following its `after` cursors. */
  async *pages(path, query = {}, options = {}) {
    let after = query.after ?? null;
    do {
      const page = await this.get(path, { ...options, query: { ...query, after } });
      yield page;
      after = page.paging?.cursors?.after ?? null;
    } while (after);
  }

  /** Each element of a listing, across its pages. */
  async *items(path, query = {}, options = {}) {
    for await (const page of this.pages(path, query, options)) {
      yield* page.data;
    }
  }

  // ---- the pantry (docs/pantry.md) ----------------------------------------------------------------------------

  /**
   * Each item of the user's pantry, soonest expiry first and those without expiry last; `expiringWithinDays`
   * (0 to 3650) keeps the items that expire within that many days, those past their date included.
   */
  pantry({ expiringWithinDays, limit } = {}) {
    const query = {};
    if (expiringWithinDays !== undefined && expiringWithinDays !== null) query.expiring_within_days = expiringWithinDays;
    if (limit !== undefined && limit !== null) query.limit = limit;
    return this.items("/v1beta/pantry", query);
  }

  /** Adds `{items, raw_items}` to the pantry, combined by name with what is at home; answers its first page. */
  addToPantry(content) {
    return this.post("/v1beta/pantry/items", content);
  }

  /** Changes `{quantity, unit, location, expires_on, staple}` of a pantry item; null clears, left out keeps. */
  updatePantryItem(id, patch) {
    return this.patch(`/v1beta/pantry/items/${encodeURIComponent(id)}`, patch);
  }

  /** Removes a pantry item. */
  deletePantryItem(id) {
    return this.delete(`/v1beta/pantry/items/${encodeURIComponent(id)}`);
  }

  // ---- recipes, feed and preferences ----------------------------------------------------------------------------

  /**
   * Recipe search (GET /v1beta/recipes), element by element across pages. Criteria, each optional: q, tag (or tags),
   * ingredient, diets, avoid, excludeIngredients (arrays, sent as repeated parameters), maxTotalMinutes, maxKcal,
   * minProteinG (per serving), sort ("relevance", "newest", "total_time", "kcal"), ignorePreferences, limit.
   */
  searchRecipes(criteria = {}, options = {}) {
    return this.items("/v1beta/recipes", recipeQuery(criteria), options);
  }

  /** One page of the feed: a new thread unless `after` or `feedId`; it honours preferences unless ignorePreferences. */
  feed({ limit, after, feedId, ignorePreferences = false } = {}, options = {}) {
    return this.get("/v1beta/feed", {
      ...options, query: { limit, after, feed_id: feedId, preferences: ignorePreferences ? "ignore" : null },
    });
  }

  /** The user's preferences: {diets, avoid, dislikes, household_size, max_total_minutes}. */
  preferences(options = {}) {
    return this.get("/v1beta/users/me/preferences", options);
  }

  /** Changes the members given (a JSON merge patch: null clears one) and answers the whole preferences. */
  updatePreferences(patch, options = {}) {
    return this.patch("/v1beta/users/me/preferences", patch, options);
  }

  // ---- live changes -------------------------------------------------------------------------------------------

  /** The changes of a list after `afterVersion`: {version, changes}; LarderError 410 list.changes_expired past the kept history. */
  changes(listId, afterVersion) {
    return this.get(`/v1beta/lists/${encodeURIComponent(listId)}/changes`, { query: { after_version: afterVersion } });
  }

  /**
   * Follows a list's changes as they happen, from `afterVersion` (the version of the list the app shows):
   * each change reaches `onChange(change)` once, in order. When the stream ends (the token expired, the network
   * went away) it catches up through `changes` and opens the stream again with a fresh token. When the history
   * no longer reaches back (410), or the app knows a version the list never reached (422, after a restore),
   * `onReset()` is called: read the list whole, and return its version. Stops when
   * the list is gone or the caller lost access (`onEnd(error)`), or when `signal` aborts.
   * @returns {Promise<void>} settles when following stops
   */
  async follow(listId, { afterVersion, onChange, onReset, onEnd = () => {}, signal } = {}) {
    let version = afterVersion;
    let deleted = false;
    let delivered = 0;
    const deliver = (change) => {
      if (change.version > version) {
        version = change.version;
        delivered++;
        deleted ||= change.type === "list.deleted";
        onChange(change);
      }
    };
    let failures = 0;
    while (!signal?.aborted) {
      try {
        (await this.changes(listId, version)).changes.forEach(deliver);
        if (!deleted) {
          const before = delivered;
          await this.stream(listId, version, signal, (event) => deliver(JSON.parse(event.data)));
          // A stream that ended without a change (a token that expired while idle, a proxy's timeout) is
          // opened again at once the first time, and with growing pauses if it keeps ending so.
          failures = delivered > before ? 0 : failures + 1;
        }
        if (deleted) {
          onEnd(null);
          return;
        }
        if (failures > 1) {
          await sleep(this.backoff(Math.min(failures, 6)), signal);
        }
      } catch (error) {
        if (signal?.aborted) {
          return;
        }
        // 410: the history no longer reaches back; 422: the app knows a version the list never reached (the
        // server's data was restored from a backup). Either way only the whole list tells where it stands.
        const lost = error instanceof LarderError && (error.status === 410
          || error.status === 422 && error.errors.some((e) => e.pointer === "after_version"));
        if (lost && onReset) {
          version = await onReset();
          continue;
        }
        if (lost || error instanceof LarderError && (error.status === 404 || error.status === 403)) {
          onEnd(error);
          return;
        }
        await sleep(this.backoff(Math.min(failures++, 6)), signal).catch(() => {});
      }
    }
  }

  /** One Server-Sent Events connection; resolves when the server closes it. */
  async stream(listId, afterVersion, signal, onEvent) {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      // Resumes by Last-Event-ID; from a page on another origin by ?after_version= (section 7.1 takes either),
      // because CORS lets a page send only the headers the server lists, and Last-Event-ID is not one of them.
      const url = `${this.baseUrl}/v1beta/lists/${encodeURIComponent(listId)}/events`;
      const headers = { Accept: "text/event-stream", Authorization: `Bearer ${token}` };
      const crossOrigin = globalThis.location?.origin && this.baseUrl && new URL(this.baseUrl).origin !== globalThis.location.origin;
      if (!crossOrigin) {
        headers["Last-Event-ID"] = String(afterVersion);
      }
      const response = await this.fetch(crossOrigin ? `${url}?after_version=${afterVersion}` : url, { headers, signal });
      if (!response.ok) {
        const error = await errorOf(response);
        if (refreshes(response.status, error.code) && attempt === 0) {
          await this.renew(token);
          continue;
        }
        throw error;
      }
      for await (const event of readEvents(response.body)) {
        onEvent(event);
      }
      return;
    }
  }
}

/** The query parameters of a recipe search, from the criteria of `searchRecipes`. */
export function recipeQuery({
  q, tag, tags, ingredient, diets, avoid, excludeIngredients, maxTotalMinutes, maxKcal, minProteinG, sort,
  ignorePreferences = false, limit, after,
} = {}) {
  return {
    q, tag: tags ?? tag, ingredient, diet: diets, avoid, exclude_ingredient: excludeIngredients,
    max_total_minutes: maxTotalMinutes, max_kcal: maxKcal, min_protein_g: minProteinG, sort,
    preferences: ignorePreferences ? "ignore" : null, limit, after,
  };
}

function withQuery(path, query) {
  if (!query) {
    return path;
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) {
      continue;
    }
    for (const one of Array.isArray(value) ? value : [value]) {
      params.append(name, String(one));
    }
  }
  const text = params.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

/** The caller's signal, also aborted after `ms` (0: no timeout; or where AbortSignal.any is missing). */
function withTimeout(signal, ms) {
  if (!ms || typeof AbortSignal?.timeout !== "function" || typeof AbortSignal.any !== "function") {
    return signal;
  }
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

// ---- webhooks (Node backends) -------------------------------------------------------------------------------

/** A webhook delivery that is not Larder's, or too old (its message says why). */
export class WebhookVerificationError extends Error {
  constructor(message) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

/** How far, in seconds, a delivery's timestamp may be from now. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks that a webhook delivery comes from Larder, as the Java client's Webhooks.verify does, and answers its event
 * ({id, type, created_at, data}). `Larder-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` keyed by the
 * secret's UTF-8 bytes is checked when present; otherwise the Standard Webhooks headers (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64>`, keyed by the secret's base64 part). One matching signature
 * is enough (a rotation overlaps); the timestamp must be within 5 minutes of now. Uses Web Crypto (Node 20+).
 * @param {string} body the request body exactly as received
 * @param {Headers|object} headers the request's headers (a Headers, or Node's lower-case object)
 * @param {string} secret the endpoint's secret (whsec_...)
 * @param {object} [options] {now: milliseconds}
 */
export async function verifyWebhook(body, headers, secret, { now = Date.now() } = {}) {
  if (typeof body !== "string" || !headers || !secret) {
    throw new WebhookVerificationError("body (a string), headers and secret are required");
  }
  const header = (name) => {
    const value = typeof headers.get === "function" ? headers.get(name) : headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(name === "webhook-signature" ? " " : ",") : value ?? null;
  };
  const fresh = (seconds) => {
    if (!/^\d+$/.test(String(seconds).trim())) {
      throw new WebhookVerificationError("the timestamp is not a number of seconds");
    }
    if (Math.abs(now / 1000 - Number(seconds)) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new WebhookVerificationError("the timestamp is more than 5 minutes from now");
    }
  };
  const larder = header("larder-signature");
  if (larder) {
    const parts = larder.split(",").map((p) => p.trim().split("="));
    const t = parts.find(([k]) => k === "t")?.[1];
    const signatures = parts.filter(([k, v]) => k === "v1" && v).map(([, v]) => v.toLowerCase());
    if (!t || signatures.length === 0) {
      throw new WebhookVerificationError("Larder-Signature has no t= or no v1=");
    }
    fresh(t);
    const expected = toHex(await hmac(new TextEncoder().encode(secret), `${t}.${body}`));
    if (!anyEqual(expected, signatures)) {
      throw new WebhookVerificationError("no Larder-Signature matches the body and secret");
    }
  } else {
    const standard = header("webhook-signature");
    const id = header("webhook-id");
    const timestamp = header("webhook-timestamp");
    if (!standard) {
      throw new WebhookVerificationError("no Larder-Signature or webhook-signature header");
    }
    if (!id || !timestamp) {
      throw new WebhookVerificationError("webhook-id and webhook-timestamp are required");
    }
    fresh(timestamp);
    let key;
    try {
      key = Uint8Array.from(atob(secret.startsWith("whsec_") ? secret.slice(6) : secret), (c) => c.charCodeAt(0));
    } catch {
      throw new WebhookVerificationError("the secret is not whsec_<base64>");
    }
    const mac = await hmac(key, `${id}.${timestamp}.${body}`);
    const expected = btoa(String.fromCharCode(...mac));
    const signatures = standard.trim().split(/ +/).filter((p) => p.startsWith("v1,")).map((p) => p.slice(3));
    if (!anyEqual(expected, signatures)) {
      throw new WebhookVerificationError("no webhook-signature matches the body and secret");
    }
  }
  try {
    return JSON.parse(body);
  } catch (e) {
    throw new WebhookVerificationError(`the signed body is not a Larder event: ${e.message}`);
  }
}

async function hmac(keyBytes, text) {
  const key = await globalThis.crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false,
    ["sign"]);
  return new Uint8Array(await globalThis.crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)));
}

function toHex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether any signature equals the expected one; every one is compared in full, whatever matched before. */
function anyEqual(expected, signatures) {
  let match = false;
  for (const signature of signatures) {
    let diff = signature.length ^ expected.length;
    for (let i = 0; i < expected.length; i++) {
      diff |= expected.charCodeAt(i) ^ (signature.charCodeAt(i) || 0);
    }
    match = match || diff === 0;
  }
  return match;
}

async function errorOf(response) {
  let body = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: a proxy's page, or nothing.
  }
  if (body && typeof body.error === "string") {
    // The token endpoint answers RFC 6749 §5.2 errors.
    return new LarderError({ status: response.status, code: body.error, detail: body.error_description, problem: body });
  }
  return new LarderError({
    status: response.status,
    code: body?.code ?? `http.${response.status}`,
    detail: body?.detail ?? body?.title ?? response.statusText,
    errors: body?.errors ?? [],
    problem: body,
  });
}
