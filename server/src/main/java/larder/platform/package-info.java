/**
 * The few cross-cutting pieces every module stands on: problem details, ids, paging cursors, secrets, JSON and
 * request hygiene, the database, rate limits and the broadcast log through which nodes share revocations.
 */
package larder.platform;
