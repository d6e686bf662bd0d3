package dev.larder.client.model;

/** Schema {@code LabelsView} of the OpenAPI document: the twelve diet and allergen labels, each with its reasons. */
public record Labels(
        Label vegan,
        Label vegetarian,
        Label pescatarian,
        Label glutenFree,
        Label dairyFree,
        Label eggFree,
        Label fishFree,
        Label shellfishFree,
        Label treeNutFree,
        Label peanutFree,
        Label soyFree,
        Label sesameFree) {
}
