/**
 * Shopping lists that accept items, raw text lines and recipes; their combined view; safe for several devices
 * editing one list at once.
 */
package larder.list;
