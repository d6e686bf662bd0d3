package larder.platform.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionSynchronizationUtils;

class AfterCommitTest {

    private final List<String> ran = new ArrayList<>();

    @AfterEach
    void noTransactionLeft() {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.clearSynchronization();
        }
    }

    @Test
    void outsideATransactionItRunsAtOnce() {
        AfterCommit.run(() -> ran.add("now"));

        assertThat(ran).containsExactly("now");
    }

    @Test
    void inATransactionItWaitsForTheCommit() {
        TransactionSynchronizationManager.initSynchronization();
        AfterCommit.run(() -> ran.add("first"));
        AfterCommit.run(() -> ran.add("second"));
        assertThat(ran).isEmpty();

        TransactionSynchronizationUtils.triggerAfterCommit();

        assertThat(ran).containsExactly("first", "second");
    }

    @Test
    void aTransactionRolledBackNeverRunsIt() {
        TransactionSynchronizationManager.initSynchronization();
        AfterCommit.run(() -> ran.add("never"));

        TransactionSynchronizationUtils.invokeAfterCompletion(TransactionSynchronizationManager.getSynchronizations(),
                TransactionSynchronization.STATUS_ROLLED_BACK);

        assertThat(ran).isEmpty();
    }
}
