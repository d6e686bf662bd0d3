package larder.pantry;

import java.util.Optional;

/** Where an item is kept at home. */
public enum Location {
    FRIDGE("fridge"), FREEZER("freezer"), CUPBOARD("cupboard");

    private final String code;

    Location(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static Optional<Location> fromCode(String code) {
        for (Location location : values()) {
            if (location.code.equals(code)) {
                return Optional.of(location);
            }
        }
        return Optional.empty();
    }
}
