package dev.larder.client;

import java.util.List;

/** 409 Conflict: the resource's state refuses the call (for example {@code cart.checked_out}, {@code idempotency.key_reused}). */
public class ConflictException extends LarderException {

    public ConflictException(int status, String code, String detail, List<FieldError> errors, String requestId,
            Throwable cause) {
        super(status, code, detail, errors, requestId, cause);
    }
}
