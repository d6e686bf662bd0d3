package larder.platform.db;

import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Work that must only follow what the current transaction writes: waking a dispatcher, telling this node's listeners,
 * forgetting a cached read. It runs when the transaction commits, never if it rolls back, and at once when there is no
 * transaction (each statement then commits on its own).
 */
public final class AfterCommit {

    private AfterCommit() {
    }

    /** Runs {@code action} when the current transaction commits, or now when there is none. */
    public static void run(Runnable action) {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    action.run();
                }
            });
        } else {
            action.run();
        }
    }
}
