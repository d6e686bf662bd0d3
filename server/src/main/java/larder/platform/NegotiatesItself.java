package larder.platform;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A handler that checks the request's Accept itself, in a shape of its own (the token endpoint answers 406 as OAuth
 * does): the platform's check before a change leaves it alone.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface NegotiatesItself {
}
