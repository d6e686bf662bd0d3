/** The users of apps: created by anonymous grants, erased on request or after long inactivity, with all they own. */
package larder.user;
