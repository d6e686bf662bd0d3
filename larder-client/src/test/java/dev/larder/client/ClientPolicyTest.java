package dev.larder.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The policy both clients follow (clients/policy.json, which the JavaScript client's tests read too). */
class ClientPolicyTest {

    private static final JsonNode POLICY = JsonMapper.shared().readTree(Path.of("../clients/policy.json").toFile());

    @Test
    void retriesAndRefreshesAreTheSharedTables() {
        assertThat(POLICY.get("answers").size()).isGreaterThan(10);
        for (JsonNode row : POLICY.get("answers")) {
            int status = row.get("status").asInt();
            String code = row.get("code").isNull() ? null : row.get("code").asString();
            assertThat(RetryPolicy.retryable(status, code)).as("retried: %s %s", status, code)
                    .isEqualTo(row.get("retried").asBoolean());
            assertThat(RetryPolicy.refreshes(status, code)).as("refreshes: %s %s", status, code)
                    .isEqualTo(row.get("refreshes").asBoolean());
        }
    }

    @Test
    void noAnswerHasTheSharedCode() {
        assertThat(LarderException.CONNECTION_FAILED).isEqualTo(POLICY.get("no_answer_code").asString());
        assertThat(ErrorCodes.CONNECTION_FAILED).isEqualTo(POLICY.get("no_answer_code").asString());
    }
}
