package larder.recipe;

import java.time.Instant;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;

/**
 * A recipe of one app: in the app's catalogue ({@code ownerUserId} null, managed with the management token) or a
 * user's own. The rules of who may read and change it (docs/api.md §3.3) live here.
 */
public record Recipe(String id, String clientId, String ownerUserId, RecipeContent content, Instant createdAt,
                     Instant updatedAt) {

    public boolean inCatalogue() {
        return ownerUserId == null;
    }

    /** {@code "app"} for the catalogue, {@code "user"} for a user's own recipe. */
    public String owner() {
        return inCatalogue() ? "app" : "user";
    }

    /** A user sees the catalogue and its own recipes; the app's server sees every recipe of the app. */
    public boolean visibleTo(Credential credential) {
        if (!clientId.equals(credential.clientId())) {
            return false;
        }
        return switch (credential) {
            case UserCredential user -> inCatalogue() || user.userId().equals(ownerUserId);
            case ManagementCredential app -> true;
        };
    }

    /** A user changes only its own recipes; the app's server only the catalogue. */
    public void checkChangeableBy(Credential credential) {
        boolean allowed = switch (credential) {
            case UserCredential user -> user.userId().equals(ownerUserId);
            case ManagementCredential app -> inCatalogue();
        };
        if (!allowed) {
            throw new RecipeNotChangeable(this, credential);
        }
    }

    Recipe with(RecipeContent newContent, Instant now) {
        return new Recipe(id, clientId, ownerUserId, newContent, createdAt, now);
    }
}
