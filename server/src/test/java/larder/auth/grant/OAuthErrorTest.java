package larder.auth.grant;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The RFC 6749 §5.2 errors, which quote what the client sent only printably and briefly. */
class OAuthErrorTest {

    @Test
    void aQuotedValueOfSixtyFourCharactersIsShownWhole() {
        String sixtyFour = "g".repeat(64);

        assertThat(OAuthError.unsupportedGrantType(sixtyFour).getMessage())
                .isEqualTo("grant_type must be \"anonymous\" or \"refresh_token\", not \"" + sixtyFour + "\".");
    }

    @Test
    void aLongerQuotedValueIsCutAtSixtyFourCharacters() {
        assertThat(OAuthError.unauthorizedClient("https://" + "o".repeat(60)).getMessage())
                .isEqualTo("The app does not allow requests from origin https://" + "o".repeat(56) + "….");
    }

    @Test
    void eachErrorHasItsCodeAndStatus() {
        assertThat(OAuthError.invalidClient().status().value()).isEqualTo(401);
        assertThat(OAuthError.invalidClient().error()).isEqualTo("invalid_client");
        assertThat(OAuthError.unauthorizedClient("https://x.example").status().value()).isEqualTo(403);
        assertThat(OAuthError.unauthorizedClient("https://x.example").error()).isEqualTo("unauthorized_client");
        assertThat(OAuthError.invalidGrant("no").status().value()).isEqualTo(400);
        assertThat(OAuthError.unsupportedGrantType("x").error()).isEqualTo("unsupported_grant_type");
    }
}
