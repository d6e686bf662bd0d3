package larder.user;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.convert.DurationUnit;

/** Anonymous users not seen for {@code userInactivity} (default 90 days, {@code LARDER_USER_INACTIVITY}) are erased. */
@ConfigurationProperties("larder")
public record UserSettings(@DurationUnit(ChronoUnit.SECONDS) @DefaultValue("7776000") Duration userInactivity) {
}
