package dev.larder.client;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The operation of Larder's OpenAPI document ({@code /v1beta/openapi.json}) that a client method calls, by method and
 * path template. Tests compare these with the served document, so that no operation is missing and none drifts.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ApiOperation {

    /** The HTTP method, upper case. */
    String method();

    /** The path template as the document writes it, e.g. {@code /v1beta/lists/{id}/items/{itemId}}. */
    String path();
}
