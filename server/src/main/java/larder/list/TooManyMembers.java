package larder.list;

import larder.platform.problem.ProblemException;

/** More than {@value ListHeader#MAX_MEMBERS} members, the owner included, would share the list: 422. */
public class TooManyMembers extends ProblemException {

    TooManyMembers(String listId, int wouldHave) {
        super(ListProblems.TOO_MANY_MEMBERS, "List " + listId + " has at most " + ListHeader.MAX_MEMBERS
                + " members, its owner included; this would make " + wouldHave + ".");
    }
}
