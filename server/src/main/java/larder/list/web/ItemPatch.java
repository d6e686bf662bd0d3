package larder.list.web;

import larder.list.ItemChange;
import larder.platform.problem.InvalidRequest;
import larder.platform.web.PatchMembers;
import tools.jackson.databind.JsonNode;

/**
 * Reads the body of {@code PATCH /lists/{id}/items/{item_id}} into an {@link ItemChange}: members present are sent
 * (null included), members left out are kept. A body that is not an object, or a member of the wrong JSON type, is
 * a 400, the first such member in the order below; which values an item takes is the item's to decide.
 */
final class ItemPatch {

    private ItemPatch() {
    }

    static ItemChange read(JsonNode patch) {
        if (!patch.isObject()) {
            throw InvalidRequest.wrongType("/", "The body must be a JSON object.");
        }
        return new ItemChange(PatchMembers.member(patch, "checked", PatchMembers::bool), PatchMembers.member(patch, "name", PatchMembers::string),
                PatchMembers.member(patch, "quantity", PatchMembers::number), PatchMembers.member(patch, "quantity_max", PatchMembers::number),
                PatchMembers.member(patch, "unit", PatchMembers::string), PatchMembers.member(patch, "comment", PatchMembers::string),
                PatchMembers.member(patch, "brand", PatchMembers::string));
    }
}
