package larder.plan;

import larder.auth.UserCredential;
import larder.item.NewItems;
import larder.platform.problem.InvalidRequest;
import org.springframework.stereotype.Component;

/**
 * Where shopping for a plan's range meets the pantry ({@code "pantry": "subtract"}, docs/api.md §16, §17): the one
 * place to call the pantry module's subtraction once it exists. Until then a request that asks for it is refused,
 * 422 {@code request.invalid} at {@code /pantry}, and nothing is written.
 */
@Component
class PantryForShopping {

    /** The needs left once what the user's pantry holds is taken off them. */
    NewItems.Checked subtract(UserCredential user, NewItems.Checked needs) {
        throw new InvalidRequest("/pantry", "The pantry is not available yet: leave pantry out.");
    }
}
