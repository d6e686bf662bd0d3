/** Meal plans: a user's days of meals, generating them from the recipes, and shopping for a range of them. */
package larder.plan;
