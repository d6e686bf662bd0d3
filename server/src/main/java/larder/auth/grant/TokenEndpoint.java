package larder.auth.grant;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import larder.auth.Client;
import larder.auth.ClientRegistry;
import org.springframework.stereotype.Service;

/**
 * {@code POST /v1beta/auth/access_token}: checks what every grant shares, in the order of RFC 6749 §5.2
 * (request, grant type, client, origin), then hands the request to the grant named by {@code grant_type}.
 */
@Service
public class TokenEndpoint {

    private final ClientRegistry clients;
    private final Map<String, Grant> grants;

    TokenEndpoint(ClientRegistry clients, List<Grant> grants) {
        this.clients = clients;
        this.grants = grants.stream().collect(Collectors.toUnmodifiableMap(Grant::type, Function.identity()));
    }

    public TokenResponse token(TokenRequest request) {
        if (request.grantType() == null || request.grantType().isEmpty()) {
            throw OAuthError.invalidRequest("grant_type is required.");
        }
        if (request.clientId() == null || request.clientId().isEmpty()) {
            throw OAuthError.invalidRequest("client_id is required.");
        }
        Grant grant = grants.get(request.grantType());
        if (grant == null) {
            throw OAuthError.unsupportedGrantType(request.grantType());
        }
        Client client = clients.client(request.clientId()).filter(Client::active)
                .orElseThrow(OAuthError::invalidClient);
        if (request.origin() != null && !client.allowsOrigin(request.origin())) {
            throw OAuthError.unauthorizedClient(request.origin());
        }
        return grant.grant(request, client);
    }
}
