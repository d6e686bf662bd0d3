/** Retailers and their products, and matching what a shopper needs to the products that cover it. */
package larder.retail;
