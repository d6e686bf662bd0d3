package larder.list;

import larder.platform.problem.ProblemException;

/**
 * The changes after the version asked for are no longer all kept (only the last {@value ListStore#KEPT_CHANGES} of a
 * list are), or the list never reached that version: 410, and the client reads the list whole.
 */
public class ChangesExpired extends ProblemException {

    ChangesExpired(String listId, long afterVersion) {
        super(ListProblems.CHANGES_EXPIRED, "The changes of list " + listId + " after version " + afterVersion
                + " are not kept; read the list whole.");
    }
}
