package larder.platform.web;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.responses.ApiResponse;

/**
 * What a module says in the OpenAPI document about its own routes that the platform cannot know: who may call them
 * (the security scheme), and the problems that only the module answers there. The platform asks every module about
 * each operation, then adds what all operations share and places every problem answer in order of its status.
 */
public interface ApiDescription {

    /** Adds the module's own components, such as its security scheme. */
    default void addComponents(Components components) {
    }

    /** Describes the operation, if its route is the module's. */
    void describe(String path, PathItem.HttpMethod method, Operation operation, Answers answers);

    /** The problem answers of one operation, which the platform places among the others. */
    interface Answers {

        /** A problem document answered with this status; its headers can be added to what this answers. */
        ApiResponse problem(int status, String description);

        /** A reason for 409, said after any the platform has (a request with the same Idempotency-Key running). */
        void conflict(String description);
    }
}
