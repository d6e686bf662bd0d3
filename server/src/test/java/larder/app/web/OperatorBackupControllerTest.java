package larder.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import larder.platform.db.DatabaseBackup;
import larder.support.MovableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.mock.web.MockHttpServletResponse;

/** The backup route, called directly, with a stand-in for the embedded database's backup file. */
class OperatorBackupControllerTest {

    private final DatabaseBackup backup = mock(DatabaseBackup.class);
    private final OperatorBackupController controller = new OperatorBackupController(backup,
            new MovableClock(Instant.parse("2026-11-25T10:04:05Z")));

    @TempDir
    Path dir;

    @Test
    void theBackupIsSentAsADatedGzipAttachmentAndItsFileDeleted() throws Exception {
        Path file = Files.write(dir.resolve("backup.sql.gz"), new byte[] {31, -117, 8, 0, 1, 2, 3});
        when(backup.write()).thenReturn(file);
        MockHttpServletResponse response = new MockHttpServletResponse();

        controller.backup(response);

        assertThat(response.getContentType()).isEqualTo("application/gzip");
        assertThat(response.getContentLengthLong()).isEqualTo(7);
        assertThat(response.getHeader("Content-Disposition"))
                .isEqualTo("attachment; filename=\"larder-backup-20261125T100405Z.sql.gz\"");
        assertThat(response.getContentAsByteArray()).containsExactly(31, -117, 8, 0, 1, 2, 3);
        assertThat(file).doesNotExist();
    }

    @Test
    void theFileIsDeletedEvenWhenSendingFails() throws Exception {
        Path file = Files.write(dir.resolve("backup.sql.gz"), new byte[] {1, 2, 3});
        when(backup.write()).thenReturn(file);
        MockHttpServletResponse response = new MockHttpServletResponse() {
            @Override
            public jakarta.servlet.ServletOutputStream getOutputStream() {
                throw new UncheckedIOException(new IOException("the client went away"));
            }
        };

        assertThatThrownBy(() -> controller.backup(response)).isInstanceOf(UncheckedIOException.class);
        assertThat(file).doesNotExist();
    }
}
