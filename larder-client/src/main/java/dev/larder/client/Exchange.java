package dev.larder.client;

/**
 * One HTTP attempt, as told to an observer ({@link LarderClient.Builder#observer}): the operation's method and path
 * template, the status (0 when no answer came) and the attempt number (1 for the first).
 */
public record Exchange(String method, String pathTemplate, int status, int attempt) {
}
