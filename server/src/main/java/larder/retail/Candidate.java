package larder.retail;

import larder.platform.Money;

/** A product that can cover a need: how many packs, and what they cost. */
public record Candidate(Product product, int packs, Money lineTotal) {
}
