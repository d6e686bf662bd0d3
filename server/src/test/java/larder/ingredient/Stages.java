package larder.ingredient;

/** A test fixture: one line cut into tokens, with the comment and unit stages that every later stage writes to. */
record Stages(Tokens t, CommentStage comment, UnitStage units) {

    static Stages of(String line) {
        Tokens t = Tokens.of(TextNormaliser.normalise(line));
        CommentStage comment = new CommentStage(t);
        return new Stages(t, comment, new UnitStage(t, comment));
    }

    AmountStage amountStage() {
        return new AmountStage(t, comment, units);
    }

    NameStage nameStage() {
        return new NameStage(t, comment, units);
    }

    /** The text from token {@code from} to the end of the line. */
    String from(int from) {
        return t.span(from, t.size);
    }

    /** Only what the stages set aside for the comment, without any text after the name. */
    String setAside() {
        return comment.text(t.size);
    }

    /** A unit's code, or null. */
    static String code(Unit unit) {
        return unit == null ? null : unit.code();
    }
}
