package larder.webhook;

import larder.platform.problem.InvalidRequest;

/** An app has its 20 webhook endpoints already (docs/api.md §11). */
public class TooManyEndpoints extends InvalidRequest {

    public TooManyEndpoints(int max) {
        super("/", "An app has at most " + max + " webhook endpoints; delete one first.");
    }
}
