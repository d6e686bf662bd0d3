/**
 * Who is calling: the token endpoint and its grants, access, refresh and management tokens, revocation, and the
 * bearer, origin and CORS checks that every other route passes through.
 */
package larder.auth;
