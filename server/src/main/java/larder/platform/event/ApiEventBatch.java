package larder.platform.event;

import java.util.List;

/**
 * Many events of the API's catalogue published as one, in the transaction of the change that caused them all (the
 * erasure of a batch of users): the outbox records them with one batched statement instead of one each.
 */
public interface ApiEventBatch {

    List<? extends ApiEvent> events();
}
