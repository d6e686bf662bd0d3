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
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import larder.platform.db.DatabaseBackup;
import org.springframework.http.HttpHeaders;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/admin/v1/backup")
@Tag(name = "Operator: backup")
@SecurityRequirement(name = "adminKey")
class OperatorBackupController {

    static final String MEDIA_TYPE = "application/gzip";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    private final DatabaseBackup backup;
    private final Clock clock;

    OperatorBackupController(DatabaseBackup backup, Clock clock) {
        this.backup = backup;
        this.clock = clock;
    }

    @PostMapping
    @Operation(operationId = "backupDatabase",
            summary = "Back up the embedded database", description = "An online, consistent backup of the "
            + "embedded H2 database, made while the server keeps serving: every write acknowledged before this "
            + "request began is in it. It is a gzip-compressed SQL dump, which `./larder restore --from FILE` puts "
            + "back with the server stopped; `./larder backup --to FILE` calls this route. One backup is made at a "
            + "time: a request that comes while one is being made waits for it to finish. On PostgreSQL, 422 "
            + "`request.invalid`: use pg_dump or point-in-time recovery.",
            responses = @ApiResponse(responseCode = "200", description = "The backup", content = @Content(
                    mediaType = MEDIA_TYPE, schema = @Schema(type = "string", format = "binary"))))
    void backup(HttpServletResponse response) throws IOException {
        Path file = backup.write();
        try {
            response.setContentType(MEDIA_TYPE);
            response.setContentLengthLong(Files.size(file));
            response.setHeader(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"larder-backup-"
                    + STAMP.format(clock.instant()) + ".sql.gz\"");
            Files.copy(file, response.getOutputStream());
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
