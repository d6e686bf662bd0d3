package larder.plan;

import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/** The problem codes of the meal plan's own rules. */
@Configuration(proxyBeanMethods = false)
class PlanProblems {

    /** More than {@link MealPlan#MAX_MEALS} meals would be in the plan. */
    static final ProblemCode FULL = new ProblemCode("meal_plan.full", HttpStatus.UNPROCESSABLE_CONTENT);

    @Bean
    ProblemCodes planProblemCodes() {
        return new ProblemCodes(FULL);
    }
}
