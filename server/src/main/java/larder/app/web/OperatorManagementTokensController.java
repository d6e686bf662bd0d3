package larder.app.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.net.URI;
import java.time.Instant;
import larder.app.Apps;
import larder.auth.ManagementTokens;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/admin/v1/apps/{clientId}/management-tokens")
@Tag(name = "Operator: management tokens")
@SecurityRequirement(name = "adminKey")
class OperatorManagementTokensController {

    private final Apps apps;
    private final ManagementTokens tokens;

    OperatorManagementTokensController(Apps apps, ManagementTokens tokens) {
        this.apps = apps;
        this.tokens = tokens;
    }

    record CreateToken(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, maxLength = Apps.MAX_NAME_LENGTH)
            String name) {
    }

    /** The only answer that ever shows the token. */
    record IssuedTokenView(String id, String name, String token, Instant createdAt) {

        /** Never the secret: the framework logs response values at DEBUG. */
        @Override
        public String toString() {
            return "IssuedTokenView[id=" + id + ", name=" + name + ", token=(redacted)]";
        }
    }

    record TokenView(String id, String name, Instant createdAt,
                     @Nullable @Schema(description = "null until first used") Instant lastUsedAt) {
        static TokenView of(ManagementTokens.Info info) {
            return new TokenView(info.id(), info.name(), info.createdAt(), info.lastUsedAt());
        }
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createManagementToken",
            summary = "Issue a management token", description = "The token (lmt_…) is shown in this answer only; "
            + "Larder keeps just its hash.")
    ResponseEntity<IssuedTokenView> create(@PathVariable String clientId, @RequestBody CreateToken body) {
        requireApp(clientId);
        String name = body.name() == null ? "" : body.name().strip();
        if (name.isEmpty() || name.length() > Apps.MAX_NAME_LENGTH) {
            throw new InvalidRequest("/name", "must be 1 to " + Apps.MAX_NAME_LENGTH + " characters");
        }
        ManagementTokens.Issued issued = tokens.issue(clientId, name);
        return ResponseEntity.created(URI.create("/admin/v1/apps/" + clientId + "/management-tokens/" + issued.id()))
                .body(new IssuedTokenView(issued.id(), issued.name(), issued.token(), issued.createdAt()));
    }

    @GetMapping
    @Operation(operationId = "listManagementTokens",
            summary = "List the app's management tokens", description = "Never shows the secrets.")
    Page<TokenView> list(@PathVariable String clientId, PageRequest page) {
        requireApp(clientId);
        return tokens.list(clientId, page).map(TokenView::of);
    }

    @GetMapping("/{tokenId}")
    @Operation(operationId = "getManagementToken",
            summary = "Read one management token", description = "Never shows the secret.")
    TokenView get(@PathVariable String clientId, @PathVariable String tokenId) {
        requireApp(clientId);
        return TokenView.of(tokens.get(clientId, tokenId));
    }

    @DeleteMapping("/{tokenId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "revokeManagementToken",
            summary = "Revoke a management token", description = "It stops working at once on this node and "
            + "within 5 s on every node.")
    void revoke(@PathVariable String clientId, @PathVariable String tokenId) {
        requireApp(clientId);
        tokens.revoke(clientId, tokenId);
    }

    private void requireApp(String clientId) {
        if (!apps.exists(clientId)) {
            throw new NotFound("App " + clientId);
        }
    }
}
