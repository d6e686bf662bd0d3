package larder.list;

import larder.platform.problem.InvalidRequest;

/** A list's name: 1 to {@value #MAX} characters once the white space around it is removed. */
record ListName(String value) {

    static final int MAX = 200;

    /** The name of a list created without one, or with a blank one. */
    static final ListName DEFAULT = new ListName("Shopping list");

    ListName {
        value = value == null ? "" : value.strip();
        if (value.isEmpty() || value.length() > MAX) {
            throw new InvalidRequest("/name", "must be 1 to " + MAX + " characters");
        }
    }

    /** The name a new list is given: {@link #DEFAULT} when {@code value} is absent or blank. */
    static ListName orDefault(String value) {
        return value == null || value.isBlank() ? DEFAULT : new ListName(value);
    }
}
