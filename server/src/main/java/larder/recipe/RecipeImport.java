package larder.recipe;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import larder.auth.Credential;
import larder.platform.http.OutboundHttp;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.ProblemException;
import larder.recipe.imports.RecipeMarkup;
import org.springframework.stereotype.Service;
import tools.jackson.databind.json.JsonMapper;

/** {@code POST /v1beta/recipes/import}: a page (posted, or fetched by URL) to a recipe of whoever imported it. */
@Service
public class RecipeImport {

    static final long MAX_PAGE_BYTES = 2 * 1024 * 1024;
    static final Duration MAX_FETCH_TIME = Duration.ofSeconds(10);

    private final Recipes recipes;
    private final OutboundHttp http;
    private final RecipeMarkup markup;

    RecipeImport(Recipes recipes, OutboundHttp http, JsonMapper json) {
        this.recipes = recipes;
        this.http = http;
        this.markup = new RecipeMarkup(json);
    }

    public Recipe importRecipe(Credential credential, String html, String url) {
        boolean hasHtml = html != null && !html.isBlank();
        boolean hasUrl = url != null && !url.isBlank();
        if (hasHtml == hasUrl) {
            throw new InvalidRequest("/", "Give the page either as html or as url.");
        }
        RecipeDraft input = (hasHtml ? markup.read(html) : fetchAndRead(url.strip()))
                .orElseThrow(() -> new ProblemException(RecipeProblems.NOT_FOUND_IN_PAGE,
                        "The page has no schema.org Recipe (JSON-LD or microdata)."));
        return recipes.create(credential, input);
    }

    private java.util.Optional<RecipeDraft> fetchAndRead(String url) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw new InvalidRequest("/url", "is not a valid URL");
        }
        OutboundHttp.Fetched fetched;
        try {
            fetched = http.get(uri, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1", MAX_PAGE_BYTES, MAX_FETCH_TIME);
        } catch (OutboundHttp.Failure failure) {
            throw new InvalidRequest("/url", failure.getMessage());
        }
        return markup.read(fetched.body(), charset(fetched.contentType()), url);
    }

    /** The charset named by a Content-Type header, or null to let the page say. */
    private static String charset(String contentType) {
        if (contentType != null) {
            for (String part : contentType.split(";")) {
                String p = part.strip();
                if (p.toLowerCase(java.util.Locale.ROOT).startsWith("charset=")) {
                    return p.substring(8).replace("\"", "").strip();
                }
            }
        }
        return null;
    }
}
