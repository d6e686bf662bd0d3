package larder.retail;


/** A product that can cover a need: how many packs, what they cost, and how it was matched. */
public record Candidate(Product product, int packs, Money lineTotal, Match match) {
}
