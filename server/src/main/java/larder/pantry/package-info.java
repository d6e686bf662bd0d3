/**
 * What a household has at home (docs/api.md §16): its items, combined by canonical name as lists combine them, and
 * the subtraction of what is at home from what a list, a cart, a quote or a meal plan needs.
 */
package larder.pantry;
