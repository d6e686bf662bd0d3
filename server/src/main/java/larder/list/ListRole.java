package larder.list;

/** What a user is to a list (docs/api.md §7.1): the owner, who created it, or a member, who joined it by a code. */
public enum ListRole {
    OWNER("owner"),
    MEMBER("member");

    private final String code;

    ListRole(String code) {
        this.code = code;
    }

    /** As the API writes it. */
    public String code() {
        return code;
    }
}
