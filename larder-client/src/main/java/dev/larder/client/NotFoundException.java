package dev.larder.client;

import java.util.List;

/** 404 Not Found: no such resource, or one the credential may not see ({@code not_found}). */
public class NotFoundException extends LarderException {

    public NotFoundException(int status, String code, String detail, List<FieldError> errors, String requestId,
            Throwable cause) {
        super(status, code, detail, errors, requestId, cause);
    }
}
