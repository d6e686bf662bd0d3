package larder.list.web;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import larder.platform.web.ApiDescription;
import org.springframework.stereotype.Component;

/**
 * A list's change log, in the API's description: history past the kept changes is gone (410); a version the list
 * never reached is invalid (422).
 */
@Component
class ListApiDescription implements ApiDescription {

    @Override
    public void describe(String path, PathItem.HttpMethod method, Operation operation, Answers answers) {
        if (path.equals("/v1beta/lists/{id}/changes")) {
            answers.problem(410, "The changes after after_version are no longer kept (list.changes_expired): read "
                    + "the list whole.");
            answers.problem(422, "after_version is negative, or past the list's version (request.invalid naming "
                    + "after_version): the client names a history the server does not have, as after a restore.");
        }
    }
}
