package larder.pantry.web;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.List;
import larder.ingredient.Unit;
import larder.item.NewItems;
import larder.pantry.Location;
import larder.pantry.PantryItemChange;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.platform.Sent;
import larder.platform.web.PatchMembers;
import tools.jackson.databind.JsonNode;

/**
 * Reads {@code PATCH /v1beta/pantry/items/{id}} into a {@link PantryItemChange}: a member of the wrong JSON type is
 * 400, a value out of range or unknown is 422 with its pointer. Members the contract does not name are ignored.
 */
final class PantryPatch {

    /** A date as the document's pattern says it: years 1900 to 9999, months 01 to 12, days 01 to 31. */
    static final String DATE_PATTERN = "^(19[0-9]{2}|[2-9][0-9]{3})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$";
    private static final java.util.regex.Pattern DATE = java.util.regex.Pattern.compile(DATE_PATTERN);
    private static final DateTimeFormatter SMART_DATE = DateTimeFormatter.ISO_LOCAL_DATE
            .withResolverStyle(ResolverStyle.SMART);

    private PantryPatch() {
    }

    static PantryItemChange read(JsonNode patch) {
        if (!patch.isObject()) {
            throw InvalidRequest.wrongType("/", "The body must be a JSON object.");
        }
        Sent<Double> quantity = PatchMembers.member(patch, "quantity", PatchMembers::number);
        Sent<String> unit = PatchMembers.member(patch, "unit", PatchMembers::string);
        Sent<String> location = PatchMembers.member(patch, "location", PatchMembers::string);
        Sent<String> expiresOn = PatchMembers.member(patch, "expires_on", PatchMembers::string);
        Sent<Boolean> staple = PatchMembers.member(patch, "staple", PatchMembers::bool);
        List<FieldProblem> problems = new ArrayList<>();
        Sent<Double> checkedQuantity = quantity.map(q -> NewItems.positive(q, "/quantity", problems));
        Sent<Unit> checkedUnit = unit.map(u -> NewItems.unit(u, "/unit", problems));
        Sent<Location> checkedLocation = location.map(l -> location(l, problems));
        Sent<LocalDate> checkedExpiry = expiresOn.map(d -> date(d, problems));
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return new PantryItemChange(checkedQuantity, checkedUnit, checkedLocation, checkedExpiry, staple);
    }

    private static Location location(String code, List<FieldProblem> problems) {
        if (code == null) {
            return null;
        }
        return Location.fromCode(code).orElseGet(() -> {
            problems.add(FieldProblem.invalid("/location", "must be fridge, freezer, cupboard or null"));
            return null;
        });
    }

    private static LocalDate date(String text, List<FieldProblem> problems) {
        if (text == null) {
            return null;
        }
        if (DATE.matcher(text).matches()) {
            // A day past the month's end ("2026-02-30") is its last day, as the document's pattern allows it.
            return LocalDate.parse(text, SMART_DATE);
        }
        problems.add(FieldProblem.invalid("/expires_on", "must be a date (2026-12-01) of the years 1900 to 9999, "
                + "or null"));
        return null;
    }
}
