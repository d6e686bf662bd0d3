package larder.app.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import larder.platform.DatabaseBackup;
import org.springframework.http.HttpHeaders;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/admin/v1/backup")
@Tag(name = "Operator: backup")
@SecurityRequirement(name = "adminKey")
class OperatorBackupController {

    private final DatabaseBackup backup;
    private final Clock clock;

    OperatorBackupController(DatabaseBackup backup, Clock clock) {
        this.backup = backup;
        this.clock = clock;
    }

    @PostMapping
    @Operation(summary = "Back up the embedded database", description = "An online, consistent copy of the embedded "
            + "H2 database, made while the server keeps serving: every write acknowledged before this request began "
            + "is in it. The answer is a zip that `./larder restore --from FILE` puts back, with the server "
            + "stopped; `./larder backup --to FILE` calls this route. On PostgreSQL, 422: use pg_dump.",
            responses = @ApiResponse(responseCode = "200", description = "The backup", content = @Content(
                    mediaType = "application/zip", schema = @Schema(type = "string", format = "binary"))))
    void backup(HttpServletResponse response) throws IOException {
        Path file = backup.write();
        try {
            String name = "larder-backup-" + DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
                    .format(clock.instant().truncatedTo(ChronoUnit.SECONDS).atOffset(java.time.ZoneOffset.UTC))
                    + ".zip";
            response.setContentType("application/zip");
            response.setContentLengthLong(Files.size(file));
            response.setHeader(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + name + "\"");
            Files.copy(file, response.getOutputStream());
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
