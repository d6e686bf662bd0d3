package larder.retail;

import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/** The problem codes of the retail module's own rules. */
@Configuration(proxyBeanMethods = false)
class RetailProblems {

    /** The request names no retailer, and the app has none or several to choose from. */
    static final ProblemCode RETAILER_REQUIRED = new ProblemCode("retailer.required",
            HttpStatus.UNPROCESSABLE_CONTENT);

    @Bean
    ProblemCodes retailProblemCodes() {
        return new ProblemCodes(RETAILER_REQUIRED);
    }
}
