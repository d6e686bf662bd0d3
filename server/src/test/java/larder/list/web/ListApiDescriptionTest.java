package larder.list.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.responses.ApiResponse;
import java.util.Map;
import java.util.TreeMap;
import larder.platform.web.ApiDescription;
import org.junit.jupiter.api.Test;

class ListApiDescriptionTest {

    private final Map<Integer, String> problems = new TreeMap<>();
    private final ApiDescription.Answers answers = new ApiDescription.Answers() {
        @Override
        public ApiResponse problem(int status, String description) {
            problems.put(status, description);
            return new ApiResponse().description(description);
        }

        @Override
        public void conflict(String description) {
            throw new AssertionError("no conflict here");
        }
    };

    @Test
    void theChangeLogSaysWhatIsGoneAndWhatIsInvalid() {
        new ListApiDescription().describe("/v1beta/lists/{id}/changes", PathItem.HttpMethod.GET, new Operation(),
                answers);
        assertThat(problems).containsOnlyKeys(410, 422);
        assertThat(problems.get(410)).contains("list.changes_expired");
        assertThat(problems.get(422)).contains("past the list's version").contains("request.invalid naming "
                + "after_version");
    }

    @Test
    void otherRoutesAreLeftAlone() {
        new ListApiDescription().describe("/v1beta/lists/{id}", PathItem.HttpMethod.GET, new Operation(), answers);
        assertThat(problems).isEmpty();
    }
}
