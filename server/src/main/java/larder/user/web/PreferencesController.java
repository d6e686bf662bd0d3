package larder.user.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.auth.UserCredential;
import larder.diet.Allergen;
import larder.diet.Diet;
import larder.platform.Sent;
import larder.platform.problem.InvalidRequest;
import larder.user.Preferences;
import larder.user.UserPreferences;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

@RestController
@RequestMapping("/v1beta/users/me/preferences")
@Tag(name = "Users")
class PreferencesController {

    private final UserPreferences preferences;
    private final JsonMapper json;

    PreferencesController(UserPreferences preferences, JsonMapper json) {
        this.preferences = preferences;
        this.json = json;
    }

    @Schema(name = "Preferences", description = "What the user eats (docs/labels.md).")
    record PreferencesView(
            @ArraySchema(schema = @Schema(allowableValues = {"vegan", "vegetarian", "pescatarian", "gluten_free",
                    "dairy_free"}), uniqueItems = true, arraySchema = @Schema(requiredMode = Schema.RequiredMode.REQUIRED))
            List<String> diets,
            @ArraySchema(schema = @Schema(allowableValues = {"milk", "egg", "fish", "shellfish", "tree_nut", "peanut",
                    "wheat", "soy", "sesame"}), uniqueItems = true,
                    arraySchema = @Schema(requiredMode = Schema.RequiredMode.REQUIRED)) List<String> avoid,
            @ArraySchema(maxItems = Preferences.MAX_DISLIKES, schema = @Schema(minLength = 1,
                    maxLength = Preferences.MAX_DISLIKE), arraySchema = @Schema(requiredMode = Schema.RequiredMode.REQUIRED,
                    description = "Ingredient names, matched by canonical name as search's exclude_ingredient: "
                    + "a recipe with a line of that name, or of a kind of it (\"mushrooms\": \"button mushrooms\"; "
                    + "not \"olives\": \"olive oil\"), is left out.")) List<String> dislikes,
            @Nullable @Schema(nullable = true, requiredMode = Schema.RequiredMode.REQUIRED,
                    minimum = "" + Preferences.MIN_HOUSEHOLD, maximum = "" + Preferences.MAX_HOUSEHOLD)
            Integer householdSize,
            @Nullable @Schema(nullable = true, requiredMode = Schema.RequiredMode.REQUIRED,
                    minimum = "" + Preferences.MIN_TOTAL_MINUTES, maximum = "" + Preferences.MAX_TOTAL_MINUTES)
            Integer maxTotalMinutes) {

        static PreferencesView of(Preferences p) {
            return new PreferencesView(p.diets().stream().map(Diet::code).toList(),
                    p.avoid().stream().map(Allergen::code).toList(), p.dislikes(), p.householdSize(),
                    p.maxTotalMinutes());
        }
    }

    /** The PATCH body as read: every member optional; values are checked by {@link Preferences#with}. */
    @Schema(name = "PreferencesPatch", description = "A JSON merge patch: members left out are unchanged, null clears "
            + "one, lists are replaced whole. An unknown diet or allergen, more than 50 dislikes, or a number out of "
            + "range is 422 request.invalid with the member's pointer.")
    record PreferencesPatch(
            @Nullable @ArraySchema(schema = @Schema(allowableValues = {"vegan", "vegetarian", "pescatarian",
                    "gluten_free", "dairy_free"})) List<String> diets,
            @Nullable @ArraySchema(schema = @Schema(allowableValues = {"milk", "egg", "fish", "shellfish",
                    "tree_nut", "peanut", "wheat", "soy", "sesame"})) List<String> avoid,
            @Nullable @ArraySchema(maxItems = Preferences.MAX_DISLIKES, schema = @Schema(minLength = 1,
                    maxLength = Preferences.MAX_DISLIKE)) List<String> dislikes,
            @Nullable @Schema(nullable = true, minimum = "" + Preferences.MIN_HOUSEHOLD,
                    maximum = "" + Preferences.MAX_HOUSEHOLD) Integer householdSize,
            @Nullable @Schema(nullable = true, minimum = "" + Preferences.MIN_TOTAL_MINUTES,
                    maximum = "" + Preferences.MAX_TOTAL_MINUTES) Integer maxTotalMinutes) {
    }

    @GetMapping
    @Operation(operationId = "getPreferences", summary = "The user's food preferences",
            description = "Diets, allergens avoided, disliked ingredients, household size and the longest total time; "
                    + "empty lists and nulls until set. User access token only.")
    PreferencesView get(UserCredential credential) {
        return PreferencesView.of(preferences.get(credential.userId()));
    }

    @PatchMapping(consumes = {MediaType.APPLICATION_JSON_VALUE, "application/merge-patch+json"})
    @Operation(operationId = "updatePreferences", summary = "Change the user's food preferences",
            description = "A JSON merge patch (RFC 7396). The feed and recipe search honour the preferences unless "
                    + "asked not to (docs/labels.md). User access token only.",
            requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(content = @Content(
                    schema = @Schema(implementation = PreferencesPatch.class))))
    PreferencesView update(UserCredential credential, @RequestBody JsonNode body) {
        return PreferencesView.of(preferences.change(credential.userId(), read(body)));
    }

    /** The change the patch asks for; 400 for a body that is not an object or a member of the wrong JSON type. */
    private Preferences.Change read(JsonNode patch) {
        if (!patch.isObject()) {
            throw InvalidRequest.wrongType("/", "The body must be a JSON object.");
        }
        PreferencesPatch sent;
        try {
            sent = json.treeToValue(patch, PreferencesPatch.class);
        } catch (DatabindException | InputCoercionException e) {
            throw InvalidRequest.wrongType(e);
        }
        return new Preferences.Change(member(patch, "diets", sent.diets()), member(patch, "avoid", sent.avoid()),
                member(patch, "dislikes", sent.dislikes()), member(patch, "household_size", sent.householdSize()),
                member(patch, "max_total_minutes", sent.maxTotalMinutes()));
    }

    private static <T> Sent<T> member(JsonNode patch, String name, T value) {
        return patch.has(name) ? Sent.of(value) : Sent.leftOut();
    }
}
