/**
 * Understands ingredient text: analyses free-text lines into name, quantity, unit and aisle category, and
 * converts, combines and scales the amounts that lists, carts and recipes hold.
 */
package larder.ingredient;
