package larder.pantry;

import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/** The problem codes of the pantry's own rules. */
@Configuration(proxyBeanMethods = false)
class PantryProblems {

    /** More than {@link Pantry#MAX_ITEMS} items would be in the pantry. */
    static final ProblemCode FULL = new ProblemCode("pantry.full", HttpStatus.UNPROCESSABLE_CONTENT);

    @Bean
    ProblemCodes pantryProblemCodes() {
        return new ProblemCodes(FULL);
    }
}
