package larder.app.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.app.AppView;
import larder.app.Apps;
import larder.auth.ManagementCredential;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** An app's own server reads and sets the app's browser domains (seed 5.5-5.6) with its management token. */
@RestController
@RequestMapping("/v1beta/app")
@Tag(name = "App settings")
class AppSettingsController {

    private final Apps apps;

    AppSettingsController(Apps apps) {
        this.apps = apps;
    }

    record ChangeSettings(
            @Nullable @ArraySchema(maxItems = Apps.MAX_ORIGINS, arraySchema = @Schema(description = "The origins "
                    + "allowed to call with this app's credentials, replacing the list; absent or null leaves it "
                    + "unchanged."), schema = @Schema(description = "scheme://host[:port], or https://*.domain"))
            List<String> allowedOrigins) {
    }

    @GetMapping
    @Operation(operationId = "getAppSettings",
            summary = "Read the app's settings", description = "Management token only.")
    AppView get(ManagementCredential credential) {
        return AppView.of(apps.get(credential.clientId()));
    }

    @PatchMapping
    @Operation(operationId = "updateAppSettings",
            summary = "Set the app's allowed browser origins", description = "Management token only. Origins "
            + "are scheme://host[:port] or https://*.domain; anything else gets 422. Takes effect within 5 s.")
    AppView update(ManagementCredential credential, @RequestBody ChangeSettings body) {
        return AppView.of(apps.update(credential.clientId(), new Apps.Change(null, body.allowedOrigins(), null)));
    }
}
