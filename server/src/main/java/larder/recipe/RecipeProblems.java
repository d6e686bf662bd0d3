package larder.recipe;

import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/** The problem codes of the recipe module's own rules. */
@Configuration(proxyBeanMethods = false)
class RecipeProblems {

    /** An imported page holds no schema.org Recipe. */
    static final ProblemCode NOT_FOUND_IN_PAGE = new ProblemCode("recipe.not_found_in_page",
            HttpStatus.UNPROCESSABLE_CONTENT);

    @Bean
    ProblemCodes recipeProblemCodes() {
        return new ProblemCodes(NOT_FOUND_IN_PAGE);
    }
}
