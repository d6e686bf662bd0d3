package larder.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import larder.platform.problem.ProblemException;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/** The problem a service refuses a call with, as the API will answer it: for unit tests of services and routes. */
public final class Refusals {

    private Refusals() {
    }

    /** The problem {@code call} throws; fails the test if it throws none. */
    public static ProblemException refusal(ThrowingCallable call) {
        ProblemException problem = catchThrowableOfType(ProblemException.class, call);
        assertThat(problem).as("refused").isNotNull();
        return problem;
    }

    /** The HTTP status of the problem {@code call} throws. */
    public static int status(ThrowingCallable call) {
        return refusal(call).status().value();
    }
}
