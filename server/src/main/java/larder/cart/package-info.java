/** Carts of a retailer's products, built from items and recipes, and checking them out exactly once. */
package larder.cart;
