package larder.app.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.net.URI;
import java.util.List;
import larder.app.App;
import larder.app.AppView;
import larder.app.Apps;
import larder.platform.Page;
import larder.platform.PageRequest;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/admin/v1/apps")
@Tag(name = "Operator: apps")
@SecurityRequirement(name = "adminKey")
class OperatorAppsController {

    private final Apps apps;

    OperatorAppsController(Apps apps) {
        this.apps = apps;
    }

    private static final String ORIGINS_DOC = "Origins allowed to call with this app's credentials; anything but "
            + "scheme://host[:port] or https://*.domain gets 422. Absent or null: none on creation, unchanged on a "
            + "change.";

    record CreateApp(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, maxLength = Apps.MAX_NAME_LENGTH)
            String name,
            @Nullable @ArraySchema(maxItems = Apps.MAX_ORIGINS, arraySchema = @Schema(description = ORIGINS_DOC),
                    schema = @Schema(description = "scheme://host[:port], or https://*.domain"))
            List<String> allowedOrigins) {
    }

    @Schema(description = "The members to change; absent or null ones are unchanged.")
    record ChangeApp(
            @Nullable @Schema(minLength = 1, maxLength = Apps.MAX_NAME_LENGTH) String name,
            @Nullable @ArraySchema(maxItems = Apps.MAX_ORIGINS, arraySchema = @Schema(description = ORIGINS_DOC),
                    schema = @Schema(description = "scheme://host[:port], or https://*.domain"))
            List<String> allowedOrigins,
            @Nullable @Schema(description = "A disabled app's tokens stop working within 5 s.") Boolean disabled) {
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createApp",
            summary = "Register an app", description = "Answers 201 with the app and its new client_id. "
            + "Origins are scheme://host[:port] or https://*.domain; anything else gets 422.")
    ResponseEntity<AppView> create(@RequestBody CreateApp body) {
        App app = apps.create(body.name(), body.allowedOrigins());
        return ResponseEntity.created(URI.create("/admin/v1/apps/" + app.clientId())).body(AppView.of(app));
    }

    @GetMapping
    @Operation(operationId = "listApps", summary = "List apps", description = "Paged, in order of creation.")
    Page<AppView> list(@PageRequest.CursorKeys(2) PageRequest page) {
        return apps.list(page).map(AppView::of);
    }

    @GetMapping("/{clientId}")
    @Operation(operationId = "getApp", summary = "Read an app")
    AppView get(@PathVariable String clientId) {
        return AppView.of(apps.get(clientId));
    }

    @PatchMapping("/{clientId}")
    @Operation(operationId = "updateApp",
            summary = "Change an app", description = "Members left out are unchanged. A disabled app issues no "
            + "tokens, and every token it issued stops working within 5 s on every node.")
    AppView update(@PathVariable String clientId, @RequestBody ChangeApp body) {
        return AppView.of(apps.update(clientId, new Apps.Change(body.name(), body.allowedOrigins(), body.disabled())));
    }
}
