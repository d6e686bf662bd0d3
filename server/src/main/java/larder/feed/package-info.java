/**
 * The recipe feed (docs/api.md §10): recipes similar to what the user added to lists and carts, popular in
 * the app, and new, interleaved into threads that any node can serve page by page. It learns from the
 * {@link larder.item.RecipesAdded} events of lists and carts and keeps its popularity counters incrementally.
 */
package larder.feed;
