package larder.list;

import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/** The problem codes of the list's own rules. */
@Configuration(proxyBeanMethods = false)
class ListProblems {

    /** More than {@link ShoppingList#MAX_ITEMS} items would be on the list. */
    static final ProblemCode FULL = new ProblemCode("list.full", HttpStatus.UNPROCESSABLE_CONTENT);

    /** More than {@link ListHeader#MAX_MEMBERS} members would share the list. */
    static final ProblemCode TOO_MANY_MEMBERS = new ProblemCode("list.too_many_members",
            HttpStatus.UNPROCESSABLE_CONTENT);

    /** The changes asked for are older than the list's kept history. */
    static final ProblemCode CHANGES_EXPIRED = new ProblemCode("list.changes_expired", HttpStatus.GONE);

    @Bean
    ProblemCodes listProblemCodes() {
        return new ProblemCodes(FULL, TOO_MANY_MEMBERS, CHANGES_EXPIRED);
    }
}
