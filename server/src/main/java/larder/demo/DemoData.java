package larder.demo;

import java.util.ArrayList;
import java.util.List;
import larder.app.App;
import larder.app.Apps;
import larder.platform.problem.NotFound;
import larder.recipe.RecipeCatalogue;
import larder.recipe.Recipes;
import larder.retail.Retailer;
import larder.retail.Retailers;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * With {@code --demo}, on every start: creates the {@code demo} app if it is missing, fills its catalogue with the
 * demo recipes if it has none, adds the demo retailer and its products if the app has no retailer (so a data
 * directory from an older version, or a first start cut short, gets what it lacks), and makes sure the app allows
 * the server's own origin (at whatever port it runs now), so that a page served by this server can call it.
 */
@Component
class DemoData implements ApplicationListener<WebServerInitializedEvent> {

    static final String CLIENT_ID = "demo";
    private static final Logger log = LoggerFactory.getLogger(DemoData.class);

    private final DemoSettings settings;
    private final Apps apps;
    private final Recipes recipes;
    private final RecipeCatalogue catalogue;
    private final Retailers retailers;
    private final JsonMapper json;

    DemoData(DemoSettings settings, Apps apps, Recipes recipes, RecipeCatalogue catalogue, Retailers retailers,
             JsonMapper json) {
        this.settings = settings;
        this.apps = apps;
        this.recipes = recipes;
        this.catalogue = catalogue;
        this.retailers = retailers;
        this.json = json;
    }

    @Override
    public void onApplicationEvent(WebServerInitializedEvent event) {
        if (!settings.demo() || event.getApplicationContext().getParent() != null) {
            return;
        }
        ensure(event.getWebServer().getPort());
    }

    /** Brings the demo app to what {@code --demo} promises, adding only what is missing. */
    void ensure(int port) {
        List<String> own = List.of("http://localhost:" + port, "http://127.0.0.1:" + port);
        App app;
        try {
            app = apps.get(CLIENT_ID);
        } catch (NotFound absent) {
            app = apps.create(CLIENT_ID, "Larder demo", own);
            log.info("Demo app \"{}\" created, allowing {}", CLIENT_ID, own);
        }
        if (catalogue.newest(CLIENT_ID, 1).isEmpty()) {
            int loaded = recipes.createInCatalogue(CLIENT_ID, DemoRecipes.contents(json, own.getFirst())).size();
            log.info("Demo catalogue loaded: {} recipes", loaded);
        }
        if (!retailers.anyFor(CLIENT_ID)) {
            DemoRetailer demo = DemoRetailer.load(json);
            Retailer retailer = retailers.createFor(CLIENT_ID, demo.retailer());
            int products = retailers.upsertFor(retailer, demo.productInputs()).created();
            log.info("Demo retailer {} created with {} products", retailer.id(), products);
        }
        List<String> origins = new ArrayList<>(app.originValues());
        own.stream().filter(o -> !origins.contains(o)).forEach(origins::add);
        if (origins.size() != app.allowedOrigins().size()) {
            apps.update(CLIENT_ID, new Apps.Change(null, origins, null));
        }
    }
}
