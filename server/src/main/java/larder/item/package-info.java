/**
 * Items as requests carry them (structured items, raw text lines, recipes), checked against the per-request
 * limits and resolved into the lines that lists and carts hold; and the analysis of item text over HTTP.
 */
package larder.item;
