package larder.list;

import larder.auth.AuthProblems;
import larder.platform.problem.ProblemException;

/**
 * The caller sees the list but may not do this to it: the app's server and a list a user owns, and a member and what
 * only the owner does (delete the list, remove others, choose the primary list).
 */
public class ListNotChangeable extends ProblemException {

    ListNotChangeable(String listId) {
        super(AuthProblems.FORBIDDEN, "Only the owner of list " + listId + " may do this.");
    }
}
