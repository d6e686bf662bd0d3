package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

class RequestValuesTest {

    @Test
    void aValueLeftOnTheRequestIsFoundByItsTypeAndByNoOther() {
        MockHttpServletRequest request = new MockHttpServletRequest();
        RequestValues.put(request, IdempotencyScope.class, new IdempotencyScope("user:usr_1"));

        assertThat(RequestValues.get(request, IdempotencyScope.class)).contains(new IdempotencyScope("user:usr_1"));
        assertThat(RequestValues.get(request, String.class)).isEmpty();
        assertThat(RequestValues.get(new MockHttpServletRequest(), IdempotencyScope.class)).isEmpty();
    }

    @Test
    void anIdempotencyScopeHasAName() {
        assertThatThrownBy(() -> new IdempotencyScope(" ")).isInstanceOf(IllegalArgumentException.class);
    }
}
