package larder.list.live;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How far a node has read one list's log: which notifications start a read, and what each read covers. */
class TopicTest {

    private final Topic topic = new Topic("lst_1");

    /** Reads as the feed does: every read until none is left, each finding the log up to {@code lastInLog}. */
    private void readAll(long lastInLog) {
        for (Topic.Read next = topic.nextRead(); next != null; next = topic.nextRead()) {
            topic.read(next.upTo(), Math.max(next.after(), lastInLog));
        }
    }

    // Notifications

    @Test
    void theFirstNotificationStartsAReadJustBelowItsVersion() {
        assertThat(topic.notified(5)).isTrue();

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(4, 5));
    }

    @Test
    void notificationsBeforeTheReadBeganStartNoOtherAndItStartsJustBelowTheNewest() {
        assertThat(topic.notified(5)).isTrue();

        assertThat(topic.notified(7)).isFalse();
        assertThat(topic.notified(6)).isFalse();

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(6, 7));
    }

    @Test
    void notificationsDuringAReadAreCoveredByTheNextFromWhereThisOneEnded() {
        topic.notified(5);
        Topic.Read first = topic.nextRead();

        assertThat(topic.notified(7)).isFalse();
        assertThat(topic.notified(6)).isFalse();
        topic.read(first.upTo(), 5);

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(5, 7));
    }

    @Test
    void aVersionNoHigherThanOneNotifiedChangesNothing() {
        topic.notified(5);

        assertThat(topic.notified(5)).isFalse();
        assertThat(topic.notified(4)).isFalse();

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(4, 5));
    }

    @Test
    void theNextReadStartsWhereTheLastOneEnded() {
        topic.notified(5);
        readAll(5);

        assertThat(topic.notified(6)).isTrue();

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(5, 6));
    }

    @Test
    void theReadEndsOnceEveryNotifiedVersionIsRead() {
        topic.notified(5);
        Topic.Read read = topic.nextRead();
        topic.read(read.upTo(), 5);

        assertThat(topic.nextRead()).isNull();
        // The reading is over: the next notification starts another.
        assertThat(topic.notified(6)).isTrue();
    }

    @Test
    void aVersionReadBeforeItsNotificationCameStartsNoRead() {
        topic.notified(5);
        readAll(7);

        assertThat(topic.notified(7)).isFalse();
        assertThat(topic.notified(6)).isFalse();
        assertThat(topic.notified(8)).isTrue();
        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(7, 8));
    }

    // What a read covered

    @Test
    void aReadCoversWhatWasNotifiedBeforeItEvenAVersionTheLogNoLongerHad() {
        topic.notified(5);
        topic.nextRead();

        topic.read(5, 3);

        assertThat(topic.nextRead()).isNull();
        assertThat(topic.notified(5)).isFalse();
        assertThat(topic.notified(6)).isTrue();
        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(5, 6));
    }

    @Test
    void aReadNeverMovesTheKnownVersionBack() {
        topic.notified(5);
        readAll(5);
        topic.notified(6);
        topic.nextRead();

        topic.read(3, 3);

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(5, 6));
    }

    // Catching up after the listener reconnected

    @Test
    void catchingUpReadsFromThePointGivenAsFarAsTheNewestNotified() {
        assertThat(topic.catchUp(3)).isTrue();

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(3, 3));
        topic.read(3, 6);
        assertThat(topic.nextRead()).isNull();
        assertThat(topic.notified(6)).isFalse();
    }

    @Test
    void catchingUpDuringAReadIsDoneByTheNextFromTheLowestPointAsked() {
        topic.notified(5);
        topic.nextRead();

        assertThat(topic.catchUp(3)).isFalse();
        assertThat(topic.catchUp(4)).isFalse();
        topic.read(5, 5);

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(3, 5));
        topic.read(5, 5);
        assertThat(topic.nextRead()).isNull();
    }

    @Test
    void catchingUpFromTheStartOfTheLogIsARead() {
        assertThat(topic.catchUp(0)).isTrue();
        assertThat(topic.catchUp(3)).isFalse();

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(0, 0));
    }

    @Test
    void afterAReadFromTheStartTheNextReadsFromThere() {
        topic.catchUp(0);
        topic.read(topic.nextRead().upTo(), 0);

        topic.notified(3);

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(0, 3));
    }

    @Test
    void aLaterCatchUpDoesNotRaiseAnEarlierOnesPoint() {
        topic.notified(9);
        topic.nextRead();
        topic.catchUp(2);
        topic.catchUp(6);
        topic.read(9, 9);

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(2, 9));
    }

    // Failed reads

    @Test
    void aFailedReadIsRetriedFromWhereItStarted() {
        topic.notified(5);
        Topic.Read failed = topic.nextRead();

        topic.retry(failed.after());

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(4, 5));
    }

    @Test
    void aRetryKeepsTheLowerOfItsPointAndACatchUpAsked() {
        topic.notified(5);
        topic.nextRead();
        topic.catchUp(2);

        topic.retry(4);

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(2, 5));
    }

    @Test
    void aRetryFromTheStartOfTheLogIsNotRaisedByALaterOne() {
        topic.catchUp(0);
        topic.nextRead();

        topic.retry(0);
        topic.retry(2);

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(0, 0));
    }

    @Test
    void aReadGivenUpCountsEveryNotifiedVersionAsKnownAndEndsTheReading() {
        topic.notified(5);
        topic.nextRead();

        topic.done();

        assertThat(topic.notified(5)).isFalse();
        assertThat(topic.notified(6)).isTrue();
        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(5, 6));
    }

    @Test
    void aReadGivenUpAfterAFailureStillReadsFromWhereItFailedOnceANewerVersionComes() {
        topic.notified(5);
        topic.retry(topic.nextRead().after());
        topic.done();

        assertThat(topic.notified(6)).isTrue();

        assertThat(topic.nextRead()).isEqualTo(new Topic.Read(4, 6));
    }

    @Test
    void aTopicKnowsItsListAndStartsWithoutStreams() {
        assertThat(topic.listId).isEqualTo("lst_1");
        assertThat(topic.streams).isEmpty();
    }
}
