package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class VirtualThreadCarriersTest {

    @Test
    void fourCarriersACoreUnlessTheOperatorSaysOtherwise() {
        Properties properties = new Properties();
        VirtualThreadCarriers.apply(properties, 2);
        assertThat(properties.getProperty("jdk.virtualThreadScheduler.parallelism")).isEqualTo("8");

        Properties operators = new Properties();
        operators.setProperty("jdk.virtualThreadScheduler.parallelism", "3");
        VirtualThreadCarriers.apply(operators, 2);
        assertThat(operators.getProperty("jdk.virtualThreadScheduler.parallelism")).isEqualTo("3");
    }

    @Test
    void aMachineThatReportsNoCoresStillGetsCarriers() {
        assertThat(VirtualThreadCarriers.carriers(0)).isEqualTo(4);
        assertThat(VirtualThreadCarriers.carriers(16)).isEqualTo(64);
    }
}
