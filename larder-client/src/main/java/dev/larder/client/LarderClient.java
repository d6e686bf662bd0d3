package dev.larder.client;

import java.net.URI;
import java.net.http.HttpClient;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A client of one Larder server, acting with one credential. Immutable and thread-safe: share one instance. Clients
 * made from another with {@link #withCredentials} share its HTTP connections and settings, and nothing is global.
 *
 * <pre>{@code
 * LarderClient larder = LarderClient.builder("https://larder.example").build();
 * LarderClient app = larder.withCredentials(Credentials.managementToken(System.getenv("LARDER_TOKEN")));
 * Recipe pancakes = app.recipes().create(new RecipeInput("Pancakes", ...));
 * UserSession session = larder.anonymousSession("my-app", store::saveRefreshToken);
 * ShoppingList list = larder.withCredentials(session).lists().create(...);
 * }</pre>
 */
public final class LarderClient implements AutoCloseable {

    /** The server's URL, for {@link #fromEnv()}. */
    public static final String ENV_BASE_URL = "LARDER_BASE_URL";
    /** A management token, for {@link #fromEnv()}. */
    public static final String ENV_TOKEN = "LARDER_TOKEN";
    /** The operator key, for {@link #fromEnv()} when no token is set. */
    public static final String ENV_ADMIN_KEY = "LARDER_ADMIN_KEY";

    private final Transport transport;
    private final Credentials credentials;

    private LarderClient(Transport transport, Credentials credentials) {
        this.transport = transport;
        this.credentials = credentials;
    }

    /** A builder for a server at {@code baseUrl} (e.g. {@code http://localhost:8080}). */
    public static Builder builder(String baseUrl) {
        return new Builder(URI.create(baseUrl));
    }

    /**
     * A client configured from the environment: {@value #ENV_BASE_URL} (default {@code http://localhost:8080}), and
     * the credential {@value #ENV_TOKEN} (a management token) or else {@value #ENV_ADMIN_KEY} (the operator key), or
     * none.
     */
    public static LarderClient fromEnv() {
        return builderFromEnv(System.getenv()).build();
    }

    /** A builder set up as {@link #fromEnv()} would be, from {@code env}, for further settings. */
    public static Builder builderFromEnv(java.util.Map<String, String> env) {
        String base = env.get(ENV_BASE_URL);
        Builder builder = builder(base == null || base.isBlank() ? "http://localhost:8080" : base.strip());
        String token = env.get(ENV_TOKEN);
        String adminKey = env.get(ENV_ADMIN_KEY);
        if (token != null && !token.isBlank()) {
            builder.credentials(Credentials.managementToken(token.strip()));
        } else if (adminKey != null && !adminKey.isBlank()) {
            builder.credentials(Credentials.adminKey(adminKey.strip()));
        }
        return builder;
    }

    /**
     * Closes the HTTP connections, when the client made its own HTTP client (not one given to
     * {@link Builder#httpClient}). Every client made from this one by {@link #withCredentials} shares them, so close
     * once, when the application stops. Calls made after the close fail with a {@link ConnectionException}.
     */
    @Override
    public void close() {
        transport.close();
    }

    /** A client of the same server, sharing this one's connections and settings, acting with {@code credentials}. */
    public LarderClient withCredentials(Credentials credentials) {
        return new LarderClient(transport, Objects.requireNonNull(credentials, "credentials"));
    }

    /** The credential this client acts with. */
    public Credentials credentials() {
        return credentials;
    }

    /**
     * A new anonymous user of the app {@code clientId}, created at its first call. Each refresh token the server
     * hands out (the first one included) goes to {@code onRefreshToken}, so that the app can store it.
     */
    public UserSession anonymousSession(String clientId, Consumer<String> onRefreshToken) {
        return new UserSession(transport, clientId, null, onRefreshToken, transport.clock);
    }

    /** The user of a stored refresh token; its first call refreshes it, and the new token goes to the listener. */
    public UserSession restoreSession(String clientId, String refreshToken, Consumer<String> onRefreshToken) {
        return new UserSession(transport, clientId, Objects.requireNonNull(refreshToken, "refreshToken"),
                onRefreshToken, transport.clock);
    }

    /** Recipes. */
    public Recipes recipes() {
        return new Recipes(transport, credentials);
    }

    /** Shopping lists, sharing and live changes. */
    public Lists lists() {
        return new Lists(transport, credentials);
    }

    /** Carts and checkout. */
    public Carts carts() {
        return new Carts(transport, credentials);
    }

    /** Retailers and products. */
    public Retailers retailers() {
        return new Retailers(transport, credentials);
    }

    /** Webhook endpoints and deliveries. To check a received delivery, see {@link Webhooks#verify}. */
    public WebhookEndpoints webhooks() {
        return new WebhookEndpoints(transport, credentials);
    }

    /** The session's own user. */
    public Users users() {
        return new Users(transport, credentials);
    }

    /** Ingredient and nutrition analysis. */
    public Items items() {
        return new Items(transport, credentials);
    }

    /** The foods of USDA SR28. */
    public Foods foods() {
        return new Foods(transport, credentials);
    }

    /** Prices at several retailers. */
    public Quotes quotes() {
        return new Quotes(transport, credentials);
    }

    /** A user's meal plans (user token). */
    public MealPlans mealPlans() {
        return new MealPlans(transport, credentials);
    }

    /** The user's pantry: what the household has at home. */
    public Pantry pantry() {
        return new Pantry(transport, credentials);
    }

    /** The user's feed. */
    public Feed feed() {
        return new Feed(transport, credentials);
    }

    /** The app's settings. */
    public AppSettings app() {
        return new AppSettings(transport, credentials);
    }

    /** The token endpoint itself. */
    public Auth auth() {
        return new Auth(transport);
    }

    /** The operator API (with {@link Credentials#adminKey}). */
    public Operator operator() {
        return new Operator(transport, credentials);
    }

    /** Health, metrics and the API documents. */
    public Operations operations() {
        return new Operations(transport);
    }

    /** Settings of a client. */
    public static final class Builder {

        private final URI baseUrl;
        private Credentials credentials = Credentials.none();
        private Duration connectTimeout = Duration.ofSeconds(10);
        private Duration requestTimeout = Duration.ofSeconds(30);
        private RetryPolicy retryPolicy = RetryPolicy.DEFAULT;
        private Consumer<Exchange> observer = e -> { };
        private HttpClient httpClient;
        private Clock clock = Clock.systemUTC();
        private Transport.Sleeper sleeper = d -> Thread.sleep(d);

        private Builder(URI baseUrl) {
            this.baseUrl = Objects.requireNonNull(baseUrl, "baseUrl");
        }

        /** The credential (default: none). */
        public Builder credentials(Credentials credentials) {
            this.credentials = Objects.requireNonNull(credentials, "credentials");
            return this;
        }

        /** How long to wait for a connection (default 10 s); ignored with {@link #httpClient}. */
        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        /** How long to wait for each answer (default 30 s); {@link RequestOption#timeout} sets one call's. */
        public Builder requestTimeout(Duration timeout) {
            this.requestTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        /** Retries and back-off (default {@link RetryPolicy#DEFAULT}). */
        public Builder retryPolicy(RetryPolicy policy) {
            this.retryPolicy = Objects.requireNonNull(policy);
            return this;
        }

        /** Told of every HTTP attempt (for metrics or logs); called on the calling thread. */
        public Builder observer(Consumer<Exchange> observer) {
            this.observer = Objects.requireNonNull(observer);
            return this;
        }

        /** The JDK HTTP client to use, e.g. with a proxy or an SSL context of your own. */
        public Builder httpClient(HttpClient client) {
            this.httpClient = Objects.requireNonNull(client);
            return this;
        }

        /** The clock that tokens' lifetimes are measured by (default: the system's, UTC). */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock);
            return this;
        }

        /** How retries wait (tests wait on nothing). */
        Builder sleeper(Transport.Sleeper sleeper) {
            this.sleeper = Objects.requireNonNull(sleeper);
            return this;
        }

        /** The client. */
        public LarderClient build() {
            HttpClient http = httpClient != null ? httpClient : HttpClient.newBuilder()
                    .connectTimeout(connectTimeout)
                    .followRedirects(HttpClient.Redirect.NEVER)
                    .build();
            Transport transport = new Transport(baseUrl, http, requestTimeout, retryPolicy, observer, clock, sleeper);
            transport.ownsHttpClient = httpClient == null;
            return new LarderClient(transport, credentials);
        }
    }
}
