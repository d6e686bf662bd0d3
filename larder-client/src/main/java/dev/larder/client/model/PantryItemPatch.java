package dev.larder.client.model;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Schema {@code PantryItemChange} of the OpenAPI document. Each member is set, cleared or left as it is
 * ({@link PatchValue}); {@code staple} cannot be cleared.
 * <pre>{@code
 * PantryItemPatch.builder().expiresOn("2026-12-01").location("fridge").build()
 * }</pre>
 */
@JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = PatchValue.LeftOut.class)
public record PantryItemPatch(
        PatchValue<Double> quantity,
        PatchValue<String> unit,
        PatchValue<String> location,
        PatchValue<String> expiresOn,
        PatchValue<Boolean> staple) {

    public PantryItemPatch {
        quantity = PatchValue.orLeave(quantity);
        unit = PatchValue.orLeave(unit);
        location = PatchValue.orLeave(location);
        expiresOn = PatchValue.orLeave(expiresOn);
        staple = PatchValue.orLeave(staple);
    }

    /** A patch that changes nothing until told. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link PantryItemPatch}; a member not named is left as it is. */
    public static final class Builder {
        private PatchValue<Double> quantity = PatchValue.leave();
        private PatchValue<String> unit = PatchValue.leave();
        private PatchValue<String> location = PatchValue.leave();
        private PatchValue<String> expiresOn = PatchValue.leave();
        private PatchValue<Boolean> staple = PatchValue.leave();

        private Builder() {
        }

        public Builder quantity(double quantity) {
            this.quantity = PatchValue.set(quantity);
            return this;
        }

        /** "Some": the amount is not known. */
        public Builder clearQuantity() {
            this.quantity = PatchValue.clear();
            return this;
        }

        public Builder unit(String unit) {
            this.unit = PatchValue.set(unit);
            return this;
        }

        public Builder clearUnit() {
            this.unit = PatchValue.clear();
            return this;
        }

        /** fridge, freezer or cupboard. */
        public Builder location(String location) {
            this.location = PatchValue.set(location);
            return this;
        }

        public Builder clearLocation() {
            this.location = PatchValue.clear();
            return this;
        }

        /** A date, "2026-12-01". */
        public Builder expiresOn(String expiresOn) {
            this.expiresOn = PatchValue.set(expiresOn);
            return this;
        }

        public Builder clearExpiresOn() {
            this.expiresOn = PatchValue.clear();
            return this;
        }

        /** Always at hand, whatever its quantity: a set, not a toggle. */
        public Builder staple(boolean staple) {
            this.staple = PatchValue.set(staple);
            return this;
        }

        public PantryItemPatch build() {
            return new PantryItemPatch(quantity, unit, location, expiresOn, staple);
        }
    }
}
