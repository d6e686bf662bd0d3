package larder.demo;

import java.util.ArrayList;
import java.util.List;
import larder.app.App;
import larder.app.Apps;
import larder.platform.NotFound;
import larder.recipe.Recipes;
import larder.retail.Retailer;
import larder.retail.Retailers;
import tools.jackson.databind.json.JsonMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.stereotype.Component;

/**
 * With {@code --demo}: on first start, creates the {@code demo} app, its catalogue of demo recipes, and the demo
 * retailer with its products; on every start, makes sure the app allows the server's own origin (at whatever port it
 * runs now), so that the demo page served by this server can call it from a browser.
 */
@Component
class DemoData implements ApplicationListener<WebServerInitializedEvent> {

    static final String CLIENT_ID = "demo";
    private static final Logger log = LoggerFactory.getLogger(DemoData.class);

    private final DemoSettings settings;
    private final Apps apps;
    private final Recipes recipes;
    private final Retailers retailers;
    private final JsonMapper json;

    DemoData(DemoSettings settings, Apps apps, Recipes recipes, Retailers retailers, JsonMapper json) {
        this.settings = settings;
        this.apps = apps;
        this.recipes = recipes;
        this.retailers = retailers;
        this.json = json;
    }

    @Override
    public void onApplicationEvent(WebServerInitializedEvent event) {
        if (!settings.demo() || event.getApplicationContext().getParent() != null) {
            return;
        }
        int port = event.getWebServer().getPort();
        List<String> own = List.of("http://localhost:" + port, "http://127.0.0.1:" + port);
        App app;
        try {
            app = apps.get(CLIENT_ID);
        } catch (NotFound absent) {
            // First start: the app, then its catalogue, before the server reports itself ready.
            apps.create(CLIENT_ID, "Larder demo", own);
            int loaded = recipes.createInCatalogue(CLIENT_ID, DemoRecipes.contents(json)).size();
            DemoRetailer demo = DemoRetailer.load(json);
            Retailer retailer = retailers.createFor(CLIENT_ID, demo.retailer());
            int products = retailers.upsertFor(retailer, demo.productInputs()).created();
            log.info("Demo data loaded: app \"{}\" allowing {}, {} recipes, retailer {} with {} products",
                    CLIENT_ID, own, loaded, retailer.id(), products);
            return;
        }
        List<String> origins = new ArrayList<>(app.originValues());
        own.stream().filter(o -> !origins.contains(o)).forEach(origins::add);
        if (origins.size() != app.allowedOrigins().size()) {
            apps.update(CLIENT_ID, new Apps.Change(null, origins, null));
        }
    }
}
