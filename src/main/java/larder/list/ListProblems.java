package larder.list;

import larder.platform.ProblemCode;
import larder.platform.ProblemCodes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/** The problem codes of the list's own rules. */
@Configuration(proxyBeanMethods = false)
class ListProblems {

    /** More than {@link ShoppingList#MAX_ITEMS} items would be on the list. */
    static final ProblemCode FULL = new ProblemCode("list.full", HttpStatus.UNPROCESSABLE_CONTENT);

    @Bean
    ProblemCodes listProblemCodes() {
        return new ProblemCodes(FULL);
    }
}
