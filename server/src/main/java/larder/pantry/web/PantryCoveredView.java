package larder.pantry.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.pantry.Covered;

/**
 * One line of {@code pantry_covered}: what the pantry covered of a need, in the answer of a request that asked for
 * {@code "pantry": "subtract"} (docs/pantry.md). Shared by the answers of lists, carts and quotes.
 */
@Schema(name = "PantryCovered", description = "What the pantry covered of one need: the need's name, the amount "
        + "covered in the need's unit (null for a need without an amount), and whether the pantry covered it whole "
        + "(all: the need was not added) or in part (what is left was added).")
public record PantryCoveredView(String name, @Nullable Double quantity,
                                @Nullable @Schema(ref = "#/components/schemas/Unit") String unit,
                                @Schema(allowableValues = {"all", "part"}) String covered) {

    public static PantryCoveredView of(Covered c) {
        return new PantryCoveredView(c.name(), c.quantity(), c.unit() == null ? null : c.unit().code(),
                c.whole() ? "all" : "part");
    }

    public static List<PantryCoveredView> allOf(List<Covered> covered) {
        return covered.stream().map(PantryCoveredView::of).toList();
    }
}
