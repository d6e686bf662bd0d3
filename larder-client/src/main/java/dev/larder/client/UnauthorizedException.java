package dev.larder.client;

import java.util.List;

/** 401 Unauthorized: no credential, or one that is invalid or expired and could not be refreshed. */
public class UnauthorizedException extends LarderException {

    public UnauthorizedException(int status, String code, String detail, List<FieldError> errors, String requestId,
            Throwable cause) {
        super(status, code, detail, errors, requestId, cause);
    }
}
