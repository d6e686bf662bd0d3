package dev.larder.client.model;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;

/**
 * One member of a PATCH body, in one of three states: {@link #set} sends the value, {@link #clear} sends
 * {@code null} (the server clears the member), {@link #leave} sends nothing (the server keeps it). A plain nullable
 * field cannot tell the last two apart, which is why patches use this type.
 *
 * @param <T> the member's type
 */
public sealed interface PatchValue<T> {

    /** Sends {@code value}; not null (use {@link #clear()} to clear). */
    static <T> PatchValue<T> set(T value) {
        return new Set<>(Objects.requireNonNull(value, "value (use PatchValue.clear() to clear a member)"));
    }

    /** Sends {@code null}: the server clears the member. */
    @SuppressWarnings("unchecked")
    static <T> PatchValue<T> clear() {
        return (PatchValue<T>) Clear.INSTANCE;
    }

    /** Sends nothing: the server keeps the member as it is. */
    @SuppressWarnings("unchecked")
    static <T> PatchValue<T> leave() {
        return (PatchValue<T>) Leave.INSTANCE;
    }

    /** Null as {@link #leave()}, so that a patch built from nullable values changes only what it names. */
    static <T> PatchValue<T> orLeave(PatchValue<T> value) {
        return value == null ? leave() : value;
    }

    /** The member is sent with this value. */
    record Set<T>(T value) implements PatchValue<T> {
        @JsonValue
        T json() {
            return value;
        }
    }

    /** The member is sent as {@code null}. */
    final class Clear<T> implements PatchValue<T> {
        static final Clear<?> INSTANCE = new Clear<>();

        private Clear() {
        }

        @JsonValue
        Object json() {
            return null;
        }

        @Override
        public String toString() {
            return "clear";
        }
    }

    /** The member is left out of the body. */
    final class Leave<T> implements PatchValue<T> {
        static final Leave<?> INSTANCE = new Leave<>();

        private Leave() {
        }

        @Override
        public String toString() {
            return "leave";
        }
    }

    /**
     * The filter of {@code @JsonInclude(value = CUSTOM, valueFilter = PatchValue.LeftOut.class)} on a patch: a member
     * left as it is is not written.
     */
    final class LeftOut {
        @Override
        public boolean equals(Object value) {
            return value == null || value instanceof Leave;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }
}
