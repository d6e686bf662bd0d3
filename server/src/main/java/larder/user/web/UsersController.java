package larder.user.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Instant;
import larder.auth.UserCredential;
import larder.user.User;
import larder.user.UserAccounts;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/v1beta/users/me")
@Tag(name = "Users")
class UsersController {

    private final UserAccounts accounts;

    UsersController(UserAccounts accounts) {
        this.accounts = accounts;
    }

    record UserView(String id, Instant createdAt, String clientId) {
        static UserView of(User user) {
            return new UserView(user.id(), user.createdAt(), user.clientId());
        }
    }

    @GetMapping
    @Operation(operationId = "getCurrentUser",
            summary = "The user the access token acts as", description = "User access token only.")
    UserView me(UserCredential credential) {
        return UserView.of(accounts.get(credential.userId()));
    }

    @DeleteMapping
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteCurrentUser",
            summary = "Erase the user", description = "Erases the user and everything it owns (lists, carts, own "
            + "recipes, tokens); its tokens stop working on every node within 5 s. User access token only.")
    void erase(UserCredential credential) {
        accounts.erase(credential.userId());
    }
}
