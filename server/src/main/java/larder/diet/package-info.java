/**
 * Knows which foods break which diet and allergen labels: a lexicon of ingredient names, read into the twelve
 * three-valued labels of an ingredient line and of a whole recipe (docs/labels.md).
 */
package larder.diet;
