package larder.cart.web;

import larder.cart.LineChange;
import larder.platform.problem.InvalidRequest;
import tools.jackson.databind.JsonNode;

/**
 * The body of {@code PATCH /carts/{id}/items/{item_id}}, read by hand so that each member is judged alone: a member
 * of the wrong JSON type is 400, a pack count out of range 422, each with its pointer, in the order of the members.
 */
final class LineChangeBody {

    private LineChangeBody() {
    }

    static LineChange read(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw InvalidRequest.wrongType("/", "The body must be a JSON object.");
        }
        Integer packs = null;
        JsonNode p = body.get("packs");
        if (p != null && !p.isNull()) {
            if (!p.isIntegralNumber()) {
                throw InvalidRequest.wrongType("/packs", "must be a whole number");
            }
            if (!p.canConvertToInt() || !LineChange.fits(p.intValue())) {
                throw LineChange.packsOutOfRange();
            }
            packs = p.intValue();
        }
        String sku = null;
        JsonNode s = body.get("sku");
        if (s != null && !s.isNull()) {
            if (!s.isString()) {
                throw InvalidRequest.wrongType("/sku", "must be a string");
            }
            sku = s.stringValue();
        }
        return new LineChange(packs, sku);
    }
}
