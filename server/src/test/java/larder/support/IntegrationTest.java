package larder.support;

import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;
import larder.Larder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Base of the HTTP-level tests: the whole application on a random port, on the database this JVM was told to use
 * (see {@link TestDatabase}), with a clock the test can move. Every response that goes through {@link #api()} is
 * checked against the server's own OpenAPI document.
 */
@SpringBootTest(classes = Larder.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "larder.admin-key=" + IntegrationTest.ADMIN_KEY,
        "larder.rate-limits=off",
        "larder.broadcast-poll-interval=200ms",
        "larder.live.heartbeat=300ms",
})
@Import(TestClockConfiguration.class)
public abstract class IntegrationTest {

    public static final String ADMIN_KEY = "it-admin-key-0123456789";

    @LocalServerPort
    protected int port;

    @Autowired
    protected MutableClock clock;

    protected Fixtures fixtures;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.Connection c = TestDatabase.connection();
        if (c.url() != null) {
            registry.add("larder.database.url", c::url);
            registry.add("larder.database.user", c::user);
            registry.add("larder.database.password", c::password);
        } else {
            registry.add("larder.data-dir", () -> c.dataDir().toString());
        }
    }

    @BeforeEach
    void setUpApi() {
        RestAssured.port = port;
        clock.reset();
        fixtures = new Fixtures(this::api, this::raw);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    /** A request whose response is validated against the OpenAPI document. */
    protected RequestSpecification api() {
        return RestAssured.given().port(port).filter(OpenApiContract.filter(port));
    }

    /** A request whose response is not validated: for routes the document cannot know (unknown paths, garbage). */
    protected RequestSpecification raw() {
        return RestAssured.given().port(port);
    }
}
