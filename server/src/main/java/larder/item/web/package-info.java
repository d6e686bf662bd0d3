/**
 * The item's HTTP edge: the analysis of item text and of nutrition, the vocabularies' schemas, and the shapes in which
 * every request that adds items sends them ({@link larder.item.web.ItemsInput}), which other modules' bodies carry.
 */
@NamedInterface("web")
package larder.item.web;

import org.springframework.modulith.NamedInterface;
