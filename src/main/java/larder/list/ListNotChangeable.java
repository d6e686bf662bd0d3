package larder.list;

import larder.auth.AuthProblems;
import larder.platform.ProblemException;

/** The caller sees the list but may not change it: the app's server and a list a user owns. */
public class ListNotChangeable extends ProblemException {

    ListNotChangeable(String listId) {
        super(AuthProblems.FORBIDDEN, "List " + listId + " belongs to a user; only that user may change it.");
    }
}
