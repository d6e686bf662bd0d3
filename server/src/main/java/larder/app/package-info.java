/**
 * Registered apps (OAuth clients): their allowed browser origins, the operator API and CLI that manage them, and
 * the app-settings API that an app's own server uses.
 */
package larder.app;
