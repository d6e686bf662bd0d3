package larder.auth.token;

import static larder.auth.db.Tables.SIGNING_KEY;

import java.time.Clock;
import java.util.Base64;
import larder.auth.db.tables.records.SigningKeyRecord;
import larder.platform.Secrets;
import larder.platform.db.Sql;
import org.jooq.DSLContext;
import org.springframework.stereotype.Component;

/**
 * The HMAC key that signs access tokens. It lives in the shared database so that every node signs and verifies
 * with the same key; the first node to start creates it. 256 random bits, as HS256 requires.
 */
@Component
public class SigningKeys {

    static final String PRIMARY = "k1";

    private final DSLContext db;
    private final Clock clock;
    private volatile Key current;

    public record Key(String id, byte[] secret) {

        @Override
        public String toString() {
            return "Key[id=" + id + ", secret=(redacted)]";
        }
    }

    public SigningKeys(DSLContext db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    public Key current() {
        Key key = current;
        if (key == null) {
            synchronized (this) {
                if (current == null) {
                    current = loadOrCreate();
                }
                key = current;
            }
        }
        return key;
    }

    private Key loadOrCreate() {
        Sql.insertIfAbsent(db.insertInto(SIGNING_KEY)
                .set(SIGNING_KEY.ID, PRIMARY)
                .set(SIGNING_KEY.SECRET, Base64.getEncoder().encodeToString(Secrets.randomBytes(32)))
                .set(SIGNING_KEY.CREATED_AT, clock.instant())
                .onConflictDoNothing());
        SigningKeyRecord row = db.selectFrom(SIGNING_KEY).where(SIGNING_KEY.ID.eq(PRIMARY)).fetchSingle();
        return new Key(row.getId(), Base64.getDecoder().decode(row.getSecret()));
    }
}
