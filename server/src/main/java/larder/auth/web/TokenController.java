package larder.auth.web;

import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import larder.auth.grant.OAuthError;
import larder.auth.grant.TokenEndpoint;
import larder.auth.grant.TokenRequest;
import larder.auth.grant.TokenResponse;
import larder.platform.web.BodyTooLarge;
import larder.platform.web.UrlEncoded;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The token endpoint speaks OAuth: JSON or form bodies in (OAuth client libraries send forms), the seed's token
 * record or an RFC 6749 §5.2 error out, and never a cached answer.
 */
@RestController
class TokenController {

    private static final String PATH = Routes.TOKEN_ENDPOINT;
    private static final List<String> FIELDS = List.of("client_id", "grant_type", "refresh_token");

    private final TokenEndpoint endpoint;
    private final JsonMapper json;

    TokenController(TokenEndpoint endpoint, JsonMapper json) {
        this.endpoint = endpoint;
        this.json = json;
    }

    /** The request record, as the OpenAPI document shows it (the endpoint reads it by hand, to report §5.2 errors). */
    @Schema(name = "TokenRequest")
    record TokenRequestDocument(
            @Schema(description = "The app's client_id", requiredMode = Schema.RequiredMode.REQUIRED) String clientId,
            @Schema(allowableValues = {"anonymous", "refresh_token"}, requiredMode = Schema.RequiredMode.REQUIRED)
            String grantType,
            @Schema(description = "Required when grant_type is refresh_token") String refreshToken) {
    }

    @Schema(name = "OAuthError", description = "RFC 6749 §5.2 error")
    record OAuthErrorDocument(
            @Schema(allowableValues = {"invalid_request", "invalid_client", "invalid_grant", "unauthorized_client",
                    "unsupported_grant_type", "rate_limited", "server_error"},
                    requiredMode = Schema.RequiredMode.REQUIRED) String error,
            String errorDescription) {
    }

    @PostMapping(path = PATH)
    @Tag(name = "Authentication")
    @Operation(operationId = "createAccessToken", summary = "Obtain or refresh an access token",
            description = "grant_type anonymous creates a new user of the app and answers its first tokens; "
                    + "refresh_token answers a new access token for the same user and rotates the refresh token. "
                    + "A rotated refresh token keeps working for LARDER_REFRESH_GRACE seconds (60); used later, "
                    + "it revokes its whole family. Takes JSON or a form body. Every answer carries "
                    + "Cache-Control: no-store. Anonymous grants are limited per client IP (20 a minute).",
            security = {},
            requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true, content = {
                    @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                            schema = @Schema(implementation = TokenRequestDocument.class)),
                    @Content(mediaType = MediaType.APPLICATION_FORM_URLENCODED_VALUE,
                            schema = @Schema(implementation = TokenRequestDocument.class))}),
            responses = {
                    @ApiResponse(responseCode = "200", description = "The seed's access token record",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                                    schema = @Schema(implementation = TokenResponse.class))),
                    @ApiResponse(responseCode = "400", description = "invalid_request, unsupported_grant_type or "
                            + "invalid_grant", content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                            schema = @Schema(implementation = OAuthErrorDocument.class))),
                    @ApiResponse(responseCode = "401", description = "invalid_client: unknown or disabled client_id",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                                    schema = @Schema(implementation = OAuthErrorDocument.class))),
                    @ApiResponse(responseCode = "403", description = "unauthorized_client: the request's Origin is "
                            + "not allowed by the app. Like every answer to an origin that no app allows, it carries no "
                            + "Access-Control-Allow-Origin, so a page of that origin cannot read it, nor tell it from "
                            + "a 401", content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                            schema = @Schema(implementation = OAuthErrorDocument.class))),
                    @ApiResponse(responseCode = "default", description = "Any other error (405, 413, 415, 429 "
                            + "rate_limited with Retry-After, 500, 503 server_error with Retry-After when the server "
                            + "is busy or shutting down), in the same shape",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                                    schema = @Schema(implementation = OAuthErrorDocument.class)))})
    void token(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (!acceptsJson(request.getHeader(HttpHeaders.ACCEPT))) {
            // docs/api.md §1: an Accept that excludes JSON gets 406, here in the OAuth shape.
            throw new OAuthNotAcceptable();
        }
        Map<String, String> fields = switch (bodyType(request)) {
            case JSON -> jsonFields(request);
            case FORM -> formFields(request);
            case NONE -> throw OAuthError.invalidRequest(
                    "A JSON or form body with client_id and grant_type is required.");
            case OTHER -> throw new UnsupportedBody();
        };
        TokenResponse answer = endpoint.token(new TokenRequest(fields.get("client_id"), fields.get("grant_type"),
                fields.get("refresh_token"), request.getHeader(HttpHeaders.ORIGIN), request.getRemoteAddr()));
        // The busiest route of all writes its answer itself: one JSON document, no content negotiation to do.
        byte[] body = json.writeValueAsBytes(answer);
        response.setStatus(HttpServletResponse.SC_OK);
        response.setHeader(HttpHeaders.CACHE_CONTROL, "no-store");
        response.setHeader(HttpHeaders.PRAGMA, "no-cache");
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    private enum BodyType { JSON, FORM, NONE, OTHER }

    private static BodyType bodyType(HttpServletRequest request) {
        String contentType = request.getContentType();
        if (contentType == null) {
            return BodyType.NONE;
        }
        try {
            MediaType type = MediaType.parseMediaType(contentType);
            if (MediaType.APPLICATION_JSON.isCompatibleWith(type) && !type.isWildcardSubtype()) {
                return BodyType.JSON;
            }
            if (MediaType.APPLICATION_FORM_URLENCODED.includes(type)) {
                return BodyType.FORM;
            }
        } catch (org.springframework.util.InvalidMimeTypeException
                 | org.springframework.http.InvalidMediaTypeException e) {
            return BodyType.OTHER;
        }
        return BodyType.OTHER;
    }

    private Map<String, String> jsonFields(HttpServletRequest request) throws IOException {
        // Read here rather than by @RequestBody: the framework's argument logging must never see a refresh token.
        JsonNode body;
        try {
            body = json.readTree(request.getInputStream());
        } catch (JacksonException e) {
            if (BodyTooLarge.causedBy(e)) {
                throw BodyTooLarge.problem();
            }
            throw OAuthError.invalidRequest("The body is not valid JSON.");
        }
        if (body == null || !body.isObject()) {
            throw OAuthError.invalidRequest("The body must be a JSON object.");
        }
        Map<String, String> fields = new LinkedHashMap<>();
        for (String name : FIELDS) {
            JsonNode value = body.get(name);
            if (value == null || value.isNull()) {
                continue;
            }
            if (!value.isString()) {
                throw OAuthError.invalidRequest(name + " must be a string.");
            }
            fields.put(name, value.asString());
        }
        return fields;
    }

    /**
     * The form is read from the body alone (RFC 6749 §4.1.3 puts the parameters there), through the platform's
     * strict decoder: a bad escape is invalid_request here, not a failure inside the container's parser.
     */
    private static Map<String, String> formFields(HttpServletRequest request) throws IOException {
        byte[] bytes;
        try {
            bytes = request.getInputStream().readAllBytes();
        } catch (BodyTooLarge e) {
            throw BodyTooLarge.problem();
        }
        Map<String, String> fields = new LinkedHashMap<>();
        for (Map.Entry<String, String> pair : UrlEncoded.parse(new String(bytes, StandardCharsets.ISO_8859_1))) {
            if (!FIELDS.contains(pair.getKey())) {
                continue;
            }
            // RFC 6749 §3.2: "Request and response parameters MUST NOT be included more than once."
            if (fields.putIfAbsent(pair.getKey(), pair.getValue()) != null) {
                throw OAuthError.invalidRequest(pair.getKey() + " is repeated.");
            }
        }
        return fields;
    }

    private static boolean acceptsJson(String accept) {
        if (accept == null || accept.isBlank()) {
            return true;
        }
        try {
            return MediaType.parseMediaTypes(accept).stream()
                    .anyMatch(type -> type.includes(MediaType.APPLICATION_JSON) && type.getQualityValue() > 0);
        } catch (org.springframework.http.InvalidMediaTypeException e) {
            return false;
        }
    }

    /** An Accept that excludes JSON: 406, in the OAuth shape. */
    private static final class OAuthNotAcceptable extends RuntimeException {
        OAuthNotAcceptable() {
            super(null, null, false, false);
        }
    }

    @ExceptionHandler(OAuthNotAcceptable.class)
    ResponseEntity<Map<String, String>> notAcceptable() {
        return error(HttpStatus.NOT_ACCEPTABLE, "invalid_request", "The answer is application/json, which the "
                + "Accept header excludes.");
    }

    /** A body that is neither JSON nor a form: 415, in the OAuth shape. */
    private static final class UnsupportedBody extends RuntimeException {
        UnsupportedBody() {
            super(null, null, false, false);
        }
    }

    @ExceptionHandler(UnsupportedBody.class)
    ResponseEntity<Map<String, String>> unsupportedBody() {
        return error(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "invalid_request",
                "The body must be application/json or application/x-www-form-urlencoded.");
    }

    @Hidden
    @RequestMapping(path = PATH, method = {RequestMethod.GET, RequestMethod.PUT, RequestMethod.PATCH,
            RequestMethod.DELETE, RequestMethod.HEAD})
    ResponseEntity<Map<String, String>> otherMethod() {
        ResponseEntity<Map<String, String>> answer = error(HttpStatus.METHOD_NOT_ALLOWED, "invalid_request",
                "The token endpoint takes POST.");
        return ResponseEntity.status(answer.getStatusCode()).headers(answer.getHeaders())
                .header(HttpHeaders.ALLOW, "POST, OPTIONS").body(answer.getBody());
    }

    /**
     * An error gets no CORS grant of its own: only the CORS filter grants an origin, one that an app allows. The
     * refusal of an origin no app allows used to be made readable to the page that asked, which let any page tell a
     * real client_id (403, readable) from a missing one (401, hidden); now the browser hides both alike, and the
     * developer reads the reason in the network panel.
     */
    @ExceptionHandler(OAuthError.class)
    ResponseEntity<Map<String, String>> oauthError(OAuthError e) {
        return error(e.status(), e.error(), e.getMessage());
    }

    private static ResponseEntity<Map<String, String>> error(HttpStatus status, String error, String description) {
        return ResponseEntity.status(status).cacheControl(CacheControl.noStore())
                .header(HttpHeaders.PRAGMA, "no-cache").contentType(MediaType.APPLICATION_JSON)
                .body(OAuthErrors.body(error, description));
    }
}
