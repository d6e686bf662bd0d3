// Types of larder.js, for TypeScript and for editors. Written by hand beside the module; the API's own shapes come
// from openapi.d.ts, generated from the committed OpenAPI document (docs/openapi.json) by openapi-typescript
// (`clients/js/types write`). `clients/js/types` checks both with tsc in the test command.

import type { components, operations, paths } from "./openapi.js";

export type { components, operations, paths };

/** Every schema of the API by name: `Schemas["ShoppingListView"]`, `Schemas["CartView"]`. */
export type Schemas = components["schemas"];

export type ShoppingList = Schemas["ShoppingListView"];
export type ListItem = Schemas["ListItemView"];
export type ListSummary = Schemas["ListSummaryView"];
export type Recipe = Schemas["RecipeView"];
export type RecipeSummary = Schemas["RecipeSummaryView"];
export type Cart = Schemas["CartView"];
export type CartItem = Schemas["CartItemView"];
export type Checkout = Schemas["CheckoutView"];
export type AnalysedItem = Schemas["AnalysedItemView"];
export type Problem = Schemas["Problem"];
export type Unit = Schemas["Unit"];
export type Paging = Schemas["Paging"];

/** One page of a listing: `{data, paging}`. */
export interface Page<T> {
  data: T[];
  paging: Paging;
}

/** The code of a call that got no answer at all. */
export declare const NO_ANSWER: "connection_failed";

/** Whether an answer is retried (clients/policy.json): 408, 429, 500, 502, 503, 504, and 409 idempotency.in_progress. */
export declare function retryable(status: number, code: string | null | undefined): boolean;

/** Whether an answer makes a session refresh its token and call once more: 401 auth.token_expired or token_invalid. */
export declare function refreshes(status: number, code: string | null | undefined): boolean;

/** A field problem of a 4xx answer. */
export interface FieldError {
  pointer: string;
  code: string;
  message: string;
}

/** An error answer of the API (a problem document, or the token endpoint's OAuth error), or no answer at all. */
export declare class LarderError extends Error {
  constructor(init?: {
    status?: number;
    code?: string;
    detail?: string;
    errors?: FieldError[];
    problem?: unknown;
    cause?: unknown;
  });
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** The problem's `code` ("list.full"), the token endpoint's OAuth `error`, or "connection_failed". */
  code: string;
  detail: string | undefined;
  errors: FieldError[];
  problem: unknown;
}

/** Where a session is kept. */
export interface SessionStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export declare function memoryStorage(): SessionStorage;
export declare function webStorage(store?: Storage): SessionStorage;

/** Milliseconds to wait that a 429 or 503 names (Retry-After, else RateLimit's `t`), or null. */
export declare function waitFromHeaders(headers: Headers, now?: number): number | null;

/** One Server-Sent Event. */
export interface ServerSentEvent {
  id: string | null;
  event: string;
  data: string;
}

export declare function readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent, void, unknown>;

/** What `format` reads: an item, a list line, a cart line or an ingredient. */
export interface Quantified {
  quantity?: number | null;
  quantity_max?: number | null;
  unit?: Unit | string | null;
  name?: string | null;
  comment?: string | null;
}

/** What `format.packs` reads: a cart line. */
export interface PackedLine {
  quantity?: number | null;
  name?: string | null;
  unit?: Unit | string | null;
  packs?: number;
  product?: { size?: { quantity: number; unit: Unit | string } | null } | null;
}

/** Quantities as a shopping list writes them: "¾ cup flour", "1½ lemons", "3 cloves garlic". */
export interface Format {
  /** The number alone: "¾", "1½", "2–3"; "" when there is none. */
  amount(quantity: number | null | undefined, quantityMax?: number | null, unit?: Unit | string | null): string;
  /** "¾ cup flour", "1½ lemons", "3 cloves garlic", "1 loaf bread". */
  quantity(item?: Quantified): string;
  /** A cart line's need and what its packs hold: "2.25 lb chicken thighs needed · 2 × 1.5 lb". */
  packs(line?: PackedLine): string;
  /** The quantity and the comment after a comma: "2 onions, finely chopped". */
  item(item?: Quantified): string;
  /** What a nutrition record leaves out, in words: "Every ingredient counted", "3 ingredients not counted". */
  coverage(nutrition?: { ingredients?: Array<{ counted?: boolean }> }): string;
  /** One nutrient by its wire name, as a label writes it: "520 kcal", "12.5 g", "640 mg"; "–" when unknown. */
  nutrient(name: string, value: number | null | undefined): string;
}

export declare const format: Format;

/** The stored session. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  issuedAt: number;
  expiresAt: number;
  generation?: string;
}

export interface LarderOptions {
  /** The app's client_id; required unless `managementToken` is given. */
  clientId?: string;
  /** The server, e.g. "https://larder.example"; default: the page's origin (required in Node). */
  baseUrl?: string;
  storage?: SessionStorage;
  storageKey?: string;
  /** Retries of one request after no answer, or an answer `retryable` names (default 4). */
  maxRetries?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Each attempt's timeout in milliseconds (default 30 000; 0 for none). */
  timeoutMs?: number;
  /** On a server (Node): act as the app with this token, with no session. Never in a browser. */
  managementToken?: string;
  fetch?: typeof globalThis.fetch;
  locks?: LockManager | null;
  now?: () => number;
}

/** Query parameters: null and undefined are left out, arrays repeat the name. */
export type Query = Record<string, string | number | boolean | null | undefined
  | ReadonlyArray<string | number | boolean>>;

export interface CallOptions {
  query?: Query;
  /** true: the last ETag seen for this list or cart; or an ETag to send as it is. */
  ifMatch?: true | string;
  /** For a POST; one is made when not given, and sent again on each retry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The HTTP answer behind a call. */
export interface Answer<T> {
  status: number;
  headers: Headers;
  etag: string | null;
  data: T;
}

/** A change of a list, as `changes` and `follow` hand it over. */
export type ListChange = Schemas["ListChange"];

export interface FollowOptions {
  afterVersion: number;
  onChange: (change: ListChange) => void;
  /** The history no longer reaches back: read the list whole and answer its version. */
  onReset?: () => number | Promise<number>;
  /** Following stopped: the list was deleted (null) or access was lost. */
  onEnd?: (error: LarderError | null) => void;
  signal?: AbortSignal;
}

/** Fired when the server refused the session and a new anonymous user was started (or another tab did). */
export interface SessionReplacedEvent extends Event {
  reason: LarderError | null;
}

/**
 * The client: sessions that refresh themselves, retries with idempotency keys, If-Match, paging and live list
 * changes. Bodies are typed by the caller: `larder.get<ShoppingList>(...)`; the default is `unknown`.
 */
export declare class Larder extends EventTarget {
  constructor(options: LarderOptions);
  static format: Format;
  readonly baseUrl: string;
  readonly clientId: string | undefined;
  readonly timeoutMs: number;

  session(): Session | null;
  signOut(): void;
  accessToken(): Promise<string>;

  get<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  request<T = unknown>(method: string, path: string, options?: CallOptions & { body?: unknown }): Promise<Answer<T>>;

  pages<T = unknown>(path: string, query?: Query, options?: CallOptions): AsyncGenerator<Page<T>, void, unknown>;
  items<T = unknown>(path: string, query?: Query, options?: CallOptions): AsyncGenerator<T, void, unknown>;

  /** The pantry, soonest expiry first, item by item across pages (docs/pantry.md). */
  pantry(options?: { expiringWithinDays?: number | null; limit?: number | null }): AsyncGenerator<Schemas["PantryItem"], void, unknown>;
  /** Adds `{items, raw_items}` to the pantry; answers its first page. */
  addToPantry(content: { items?: unknown[]; raw_items?: string[] }): Promise<Schemas["PagePantryItem"]>;
  /** Changes a pantry item; null clears, left out keeps. */
  updatePantryItem(id: string, patch: Record<string, unknown>): Promise<Schemas["PantryItem"]>;
  deletePantryItem(id: string): Promise<unknown>;

  /** Recipe search, element by element across pages. */
  searchRecipes(criteria?: RecipeCriteria, options?: CallOptions): AsyncGenerator<Schemas["RecipeSummaryView"], void, unknown>;
  /** One page of the feed; it honours preferences unless ignorePreferences. */
  feed(options?: { limit?: number; after?: string; feedId?: string; ignorePreferences?: boolean }, call?: CallOptions): Promise<Schemas["FeedView"]>;
  /** The user's preferences. */
  preferences(options?: CallOptions): Promise<Schemas["Preferences"]>;
  /** A JSON merge patch of the preferences; answers them whole. */
  updatePreferences(patch: Record<string, unknown>, options?: CallOptions): Promise<Schemas["Preferences"]>;

  changes(listId: string, afterVersion: number): Promise<Schemas["ListChanges"]>;
  follow(listId: string, options: FollowOptions): Promise<void>;

  addEventListener(type: "sessionreplaced", listener: (event: SessionReplacedEvent) => void,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions): void;
}

/** The criteria of a recipe search (GET /v1beta/recipes); arrays are sent as repeated parameters. */
export interface RecipeCriteria {
  q?: string;
  tag?: string;
  tags?: string[];
  ingredient?: string;
  diets?: string[];
  avoid?: string[];
  excludeIngredients?: string[];
  maxTotalMinutes?: number;
  maxKcal?: number;
  minProteinG?: number;
  sort?: "relevance" | "newest" | "total_time" | "kcal";
  ignorePreferences?: boolean;
  limit?: number;
  after?: string;
}

/** The query parameters of a recipe search, from its criteria. */
export declare function recipeQuery(criteria?: RecipeCriteria): Query;

/** A webhook delivery that is not Larder's, or too old (its message says why). */
export declare class WebhookVerificationError extends Error {
  constructor(message: string);
}

/** How far, in seconds, a delivery's timestamp may be from now. */
export declare const WEBHOOK_TOLERANCE_SECONDS: 300;

/** A verified webhook event. */
export interface WebhookEvent {
  id: string;
  type: string;
  created_at: string;
  data: unknown;
}

/**
 * Checks that a webhook delivery comes from Larder (`Larder-Signature`, or the Standard Webhooks headers) and
 * answers its event; throws WebhookVerificationError otherwise. Pass the body exactly as received.
 */
export declare function verifyWebhook(body: string, headers: Headers | Record<string, string | string[] | undefined>,
  secret: string, options?: { now?: number }): Promise<WebhookEvent>;
