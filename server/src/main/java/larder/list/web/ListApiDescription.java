package larder.list.web;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import larder.platform.ApiDescription;
import org.springframework.stereotype.Component;

/** A list's change log, in the API's description: history past the kept changes is gone (410). */
@Component
class ListApiDescription implements ApiDescription {

    @Override
    public void describe(String path, PathItem.HttpMethod method, Operation operation, Answers answers) {
        if (path.equals("/v1beta/lists/{id}/changes")) {
            answers.problem(410, "The changes after after_version are no longer kept (list.changes_expired): read "
                    + "the list whole.");
        }
    }
}
