/** The demo data set that {@code --demo} loads on first start: an app, recipes, a retailer with products. */
package larder.demo;
