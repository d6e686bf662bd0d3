package larder.webhook;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import larder.platform.problem.FieldProblem;

/**
 * The events an endpoint hears: every one ({@code ["*"]}) or the named types of the catalogue. Stored as {@code *}
 * or the types between commas ({@code ,list.created,cart.updated,}), so that "does it hear this type" is one
 * {@code LIKE} in SQL.
 */
public record Subscription(boolean all, List<String> types) {

    public static final Subscription ALL = new Subscription(true, List.of());

    public Subscription {
        types = List.copyOf(types);
    }

    /** Reads {@code events} as sent; adds a problem per wrong entry and answers null when there is any. */
    public static Subscription parse(List<String> events, String pointer, List<FieldProblem> problems) {
        if (events == null || events.isEmpty()) {
            problems.add(FieldProblem.invalid(pointer, "must list at least one event type, or be [\"*\"]"));
            return null;
        }
        if (events.size() == 1 && "*".equals(events.getFirst())) {
            return ALL;
        }
        int before = problems.size();
        Set<String> types = new LinkedHashSet<>();
        for (int i = 0; i < events.size(); i++) {
            String type = events.get(i);
            if ("*".equals(type)) {
                problems.add(FieldProblem.invalid(pointer + "/" + i, "\"*\" must be the only entry"));
            } else if (type == null || !EventTypes.known(type)) {
                problems.add(FieldProblem.invalid(pointer + "/" + i, "is not an event type of the catalogue: "
                        + String.join(", ", EventTypes.CATALOGUE)));
            } else {
                types.add(type);
            }
        }
        return problems.size() > before ? null : new Subscription(false, new ArrayList<>(types));
    }

    public boolean hears(String type) {
        return all || types.contains(type);
    }

    /** As the API shows it. */
    public List<String> asList() {
        return all ? List.of("*") : types;
    }

    String stored() {
        return all ? "*" : "," + String.join(",", types) + ",";
    }

    static Subscription ofStored(String stored) {
        if ("*".equals(stored)) {
            return ALL;
        }
        return new Subscription(false, List.of(stored.substring(1, stored.length() - 1).split(",")));
    }
}
