package larder.webhook;

import java.util.List;

/** A delivery with its most recent attempts, newest first (at most {@link #RECENT_ATTEMPTS}). */
public record DeliveryHistory(Delivery delivery, List<Attempt> attempts) {

    /**
     * The attempts shown with each delivery. Retries over 24 hours, waiting up to six times longer each time, make
     * about ten, so this is usually all of them.
     */
    public static final int RECENT_ATTEMPTS = 20;

    public DeliveryHistory {
        attempts = List.copyOf(attempts);
    }
}
