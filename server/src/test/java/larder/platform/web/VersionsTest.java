package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.sql.ResultSet;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import larder.platform.event.ApiEvent;
import larder.platform.db.MemoryDatabase;
import larder.platform.db.Sql;
import larder.platform.problem.NotFound;
import larder.platform.problem.ProblemCode;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.http.ResponseEntity;

/** ETags of versions, and the small SQL helpers. */
class VersionsTest {

    @Test
    void anETagIsTheVersionQuoted() {
        assertThat(Versions.etag(7)).isEqualTo("\"7\"");
    }

    @Test
    void aResourceIsAnsweredWithItsVersionAsETag() {
        ResponseEntity<String> ok = Versions.ok(3, "list");
        assertThat(ok.getStatusCode().value()).isEqualTo(200);
        assertThat(ok.getHeaders().getETag()).isEqualTo("\"3\"");
        assertThat(ok.getBody()).isEqualTo("list");
        ResponseEntity<String> created = Versions.created("/v1beta/lists/l1", 1, "list");
        assertThat(created.getStatusCode().value()).isEqualTo(201);
        assertThat(created.getHeaders().getLocation()).isEqualTo(URI.create("/v1beta/lists/l1"));
        assertThat(created.getHeaders().getETag()).isEqualTo("\"1\"");
    }

    @Test
    void aStaleIfMatchIs412NamingTheCurrentVersion() {
        Versions.PreconditionFailed stale = new Versions.PreconditionFailed(4);
        assertThat(stale.code()).isEqualTo(ProblemCode.PRECONDITION_FAILED);
        assertThat(stale.status().value()).isEqualTo(412);
        assertThat(stale.getMessage()).contains("version 4");
    }

    @Test
    void timesAreBoundAsUtcOffsets() {
        Instant at = Instant.parse("2026-11-25T10:00:00.123456Z");
        assertThat(Sql.timestamp(at)).isEqualTo(OffsetDateTime.of(2026, 11, 25, 10, 0, 0, 123_456_000,
                ZoneOffset.UTC));
        assertThat(Sql.timestamp(null)).isNull();
    }

    @Test
    void aNullDoubleReadsAsNull() throws Exception {
        MemoryDatabase database = MemoryDatabase.empty();
        java.util.List<Double> read = database.jdbc().queryForObject(
                "select cast(null as double precision), cast(1.5 as double precision)",
                (ResultSet rs, int row) -> java.util.Arrays.asList(Sql.nullableDouble(rs, 1),
                        Sql.nullableDouble(rs, 2)));
        assertThat(read).containsExactly(null, 1.5);
    }

    @Test
    void anInsertThatLosesTheRaceInsertedNothing() {
        assertThat(Sql.insertIfAbsent(() -> 1)).isEqualTo(1);
        assertThat(Sql.insertIfAbsent(() -> {
            throw new DuplicateKeyException("beaten");
        })).isZero();
    }

    @Test
    void aGoneResourceIsItsIdAlone() {
        assertThat(ApiEvent.gone("lst_1")).isEqualTo(java.util.Map.of("id", "lst_1"));
        assertThat(new NotFound("The list").getMessage()).isEqualTo("The list was not found.");
        assertThat(new NotFound("The list").status().value()).isEqualTo(404);
    }
}
