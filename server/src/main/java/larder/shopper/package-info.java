/**
 * The shopper web app: a page at {@code /} that a person can open (with {@code --demo}, or for the app named by
 * {@code LARDER_WEB_CLIENT_ID}), built only on {@code larder.js} and the public API, as any other app would be.
 */
package larder.shopper;
