package dev.larder.client.model;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Schema {@code ItemChange} of the OpenAPI document. Each member is set, cleared or left as it is
 * ({@link PatchValue}); {@code checked} and {@code name} cannot be cleared.
 * <pre>{@code
 * ListItemPatch.builder().quantity(2).clearUnit().clearComment().build()
 * }</pre>
 */
@JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = PatchValue.LeftOut.class)
public record ListItemPatch(
        PatchValue<Boolean> checked,
        PatchValue<String> name,
        PatchValue<Double> quantity,
        PatchValue<Double> quantityMax,
        PatchValue<String> unit,
        PatchValue<String> comment,
        PatchValue<String> brand) {

    public ListItemPatch {
        checked = PatchValue.orLeave(checked);
        name = PatchValue.orLeave(name);
        quantity = PatchValue.orLeave(quantity);
        quantityMax = PatchValue.orLeave(quantityMax);
        unit = PatchValue.orLeave(unit);
        comment = PatchValue.orLeave(comment);
        brand = PatchValue.orLeave(brand);
    }

    /** Checks or unchecks an item, changing nothing else. */
    public static ListItemPatch checked(boolean checked) {
        return builder().checked(checked).build();
    }

    /** A patch that changes nothing until told. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link ListItemPatch}; a member not named is left as it is. */
    public static final class Builder {
        private PatchValue<Boolean> checked = PatchValue.leave();
        private PatchValue<String> name = PatchValue.leave();
        private PatchValue<Double> quantity = PatchValue.leave();
        private PatchValue<Double> quantityMax = PatchValue.leave();
        private PatchValue<String> unit = PatchValue.leave();
        private PatchValue<String> comment = PatchValue.leave();
        private PatchValue<String> brand = PatchValue.leave();

        private Builder() {
        }

        /** Checks (true) or unchecks the item: a set, not a toggle. */
        public Builder checked(boolean checked) {
            this.checked = PatchValue.set(checked);
            return this;
        }

        /** Renames the item. */
        public Builder name(String name) {
            this.name = PatchValue.set(name);
            return this;
        }

        /** Sets the quantity. */
        public Builder quantity(double quantity) {
            this.quantity = PatchValue.set(quantity);
            return this;
        }

        /** Clears the quantity (and so the upper bound of a range). */
        public Builder clearQuantity() {
            this.quantity = PatchValue.clear();
            return this;
        }

        /** Sets the upper bound of a range ("2-3 lemons"). */
        public Builder quantityMax(double quantityMax) {
            this.quantityMax = PatchValue.set(quantityMax);
            return this;
        }

        /** Clears the upper bound of a range. */
        public Builder clearQuantityMax() {
            this.quantityMax = PatchValue.clear();
            return this;
        }

        /** Sets the unit (a unit code of the contract, or a spelling of one). */
        public Builder unit(String unit) {
            this.unit = PatchValue.set(unit);
            return this;
        }

        /** Clears the unit. */
        public Builder clearUnit() {
            this.unit = PatchValue.clear();
            return this;
        }

        /** Sets the comment. */
        public Builder comment(String comment) {
            this.comment = PatchValue.set(comment);
            return this;
        }

        /** Clears the comment. */
        public Builder clearComment() {
            this.comment = PatchValue.clear();
            return this;
        }

        /** Sets the brand. */
        public Builder brand(String brand) {
            this.brand = PatchValue.set(brand);
            return this;
        }

        /** Clears the brand. */
        public Builder clearBrand() {
            this.brand = PatchValue.clear();
            return this;
        }

        /** The patch. */
        public ListItemPatch build() {
            return new ListItemPatch(checked, name, quantity, quantityMax, unit, comment, brand);
        }
    }
}
