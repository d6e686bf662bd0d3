package larder.list.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Instant;
import java.util.List;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.ingredient.Combiner;
import larder.list.ShoppingLists;
import larder.platform.problem.InvalidRequest;
import larder.platform.web.IfMatch;
import larder.platform.web.Versions;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Shared lists and their change log (docs/api.md §7.1): invites, joining, members, and the changes after a version. */
@RestController
@RequestMapping("/v1beta/lists")
@Tag(name = "Lists")
class ListSharingController {

    private final ShoppingLists lists;
    private final Combiner combiner;

    ListSharingController(ShoppingLists lists, Combiner combiner) {
        this.lists = lists;
        this.combiner = combiner;
    }

    record InviteView(@Schema(description = "Shown only here; good for any number of joins until expires_at")
                      String code, Instant expiresAt) {
    }

    record JoinRequest(@Schema(description = "An invite code; a missing, null or blank one gets 422",
            requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1) String code) {
    }

    record MemberView(String userId, @Schema(allowableValues = {"owner", "member"}) String role, Instant joinedAt) {
    }

    record MembersView(List<MemberView> data) {
    }

    @PostMapping("/{id}/invites")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createListInvite",
            summary = "Invite to a list", description = "The owner or a member (or the app's server, to one of "
            + "the app's own lists) makes a code that any user of the app can join the list with, as often as it "
            + "likes, for 7 days. Only the code's hash is kept: it is shown this once, and has no address of its own "
            + "(no Location). Creating an invite does not change the list. Honours Idempotency-Key.")
    InviteView invite(Credential credential, @PathVariable String id) {
        ShoppingLists.Invite invite = lists.invite(credential, id);
        return new InviteView(invite.code(), invite.expiresAt());
    }

    // produces: a refusal of the code (404) must not come before the refusal of an Accept that excludes JSON (406).
    @PostMapping(path = "/join", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(operationId = "joinList",
            summary = "Join a list by an invite code", description = "A user token of the list's app becomes a "
            + "member and gets the list (primary false: that is the owner's choice). An unknown or expired code, or "
            + "one of another app, gets 404. Joining again, or the owner joining, changes nothing. A list has at "
            + "most 20 members, its owner included (422 list.too_many_members). Joining is a change of the list "
            + "(list.updated). Honours Idempotency-Key.")
    ResponseEntity<ShoppingListView> join(UserCredential credential, @RequestBody JoinRequest body) {
        if (body.code() == null || body.code().isBlank()) {
            throw new InvalidRequest("/code", "An invite code is required.");
        }
        var list = lists.join(credential, body.code());
        return Versions.ok(list.version(), ShoppingListView.of(list, combiner));
    }

    @GetMapping("/{id}/members")
    @Operation(operationId = "listListMembers",
            summary = "A list's members", description = "The owner first (none for an app's own list), then "
            + "the members in the order they joined. Anyone who may read the list may read them.")
    MembersView members(Credential credential, @PathVariable String id) {
        return new MembersView(lists.members(credential, id).stream()
                .map(m -> new MemberView(m.userId(), m.role().code(), m.joinedAt())).toList());
    }

    @DeleteMapping("/{id}/members/{userId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "removeListMember",
            summary = "Leave a list, or remove a member", description = "A member removes itself (leaves); the "
            + "owner removes any member (403 auth.forbidden for a member removing another). The owner cannot leave "
            + "(422: delete the list instead). Removing is a change of the list (list.updated); the member removed "
            + "no longer sees the list (404).")
    void removeMember(Credential credential, @PathVariable String id, @PathVariable String userId,
                      IfMatch ifMatch) {
        lists.removeMember(credential, id, userId, ifMatch);
    }

    @GetMapping(path = "/{id}/changes", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(operationId = "listListChanges",
            summary = "A list's changes after a version", description = "Every change after after_version, in "
            + "order, and the version they bring the list to. Every change of a list moves its version by one and "
            + "records one change (creating a list does not: a new list is at version 1). The last 1000 changes of "
            + "each list are kept: for an older after_version, 410 list.changes_expired, and the client reads the "
            + "list whole. after_version that is not a whole number gets 400; a negative one, or one past the list's "
            + "version (a client that knows a history the server does not, as after a restore), 422 request.invalid "
            + "naming after_version.")
    ListChangesView changes(Credential credential, @PathVariable String id,
                        @Parameter(description = "The version the client has", required = true,
                                schema = @Schema(type = "integer", format = "int64", minimum = "0"))
                        @RequestParam(name = "after_version", required = false) String afterVersion) {
        return ListChangesView.of(lists.changesAfter(credential, id, version(afterVersion)));
    }

    private static long version(String text) {
        if (text == null) {
            throw InvalidRequest.badParameter("after_version", "is required");
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw InvalidRequest.badParameter("after_version", "must be a whole number");
        }
    }
}
