package dev.larder.client;

import java.util.List;

/** 412 Precondition Failed: an {@code If-Match} version that is stale ({@code precondition_failed}); read the resource again. */
public class PreconditionFailedException extends LarderException {

    public PreconditionFailedException(int status, String code, String detail, List<FieldError> errors, String requestId,
            Throwable cause) {
        super(status, code, detail, errors, requestId, cause);
    }
}
