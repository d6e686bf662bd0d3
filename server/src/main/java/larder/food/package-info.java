/**
 * The food table (USDA SR28, shipped in the jar), the link from an analysed ingredient line to a food and its weight,
 * and the nutrition of a set of lines.
 */
package larder.food;
