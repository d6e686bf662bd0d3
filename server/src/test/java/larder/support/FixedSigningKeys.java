package larder.support;

import larder.auth.token.SigningKeys;
import larder.platform.Secrets;

/** Signs access tokens with one random key of its own instead of the database's. */
public final class FixedSigningKeys extends SigningKeys {

    private final Key key = new Key("k1", Secrets.randomBytes(32));

    public FixedSigningKeys() {
        super(null, null);
    }

    @Override
    public Key current() {
        return key;
    }
}
