package dev.larder.client;

import java.util.List;

/** No HTTP answer at all, after the retries (status 0, code {@value LarderException#CONNECTION_FAILED}); the cause is attached. */
public class ConnectionException extends LarderException {

    public ConnectionException(int status, String code, String detail, List<FieldError> errors, String requestId,
            Throwable cause) {
        super(status, code, detail, errors, requestId, cause);
    }
}
