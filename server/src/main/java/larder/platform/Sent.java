package larder.platform;

import java.util.function.Function;

/**
 * One member of a PATCH body: left out, so what is there is kept, or sent, possibly as null, which clears it. The
 * two differ, so a change carries its members in these rather than as plain nullable values. Controllers make them
 * from the JSON; services and aggregates only see the typed value.
 */
public record Sent<T>(boolean isSent, T value) {

    private static final Sent<?> LEFT_OUT = new Sent<>(false, null);

    public Sent {
        if (!isSent && value != null) {
            throw new IllegalArgumentException("A member left out has no value");
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> Sent<T> leftOut() {
        return (Sent<T>) LEFT_OUT;
    }

    /** A member sent with this value; null when it was sent as null. */
    public static <T> Sent<T> of(T value) {
        return new Sent<>(true, value);
    }

    /** The value sent, or {@code kept} when the member was left out. */
    public T or(T kept) {
        return isSent ? value : kept;
    }

    /** The value sent, passed through {@code f} (which gets null for a member sent as null); left out stays so. */
    public <U> Sent<U> map(Function<? super T, ? extends U> f) {
        return isSent ? of(f.apply(value)) : leftOut();
    }
}
