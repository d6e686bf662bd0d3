/** Quotes: the same needs priced at several retailers side by side, with what each covers and leaves over. */
package larder.quote;
