package larder.recipe;

import larder.auth.AuthProblems;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.platform.problem.ProblemException;

/** The caller can see the recipe but may not change it: a user and the catalogue, an app and a user's recipe. */
public class RecipeNotChangeable extends ProblemException {

    RecipeNotChangeable(Recipe recipe, Credential credential) {
        super(AuthProblems.FORBIDDEN, credential instanceof UserCredential
                ? "Recipe " + recipe.id() + " is in the app's catalogue; only the app's server may change it."
                : "Recipe " + recipe.id() + " belongs to a user; only that user may change it.");
    }
}
