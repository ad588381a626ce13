import { categoryDefinitionBySlug } from '../categories';
import { SILHOUETTES } from './silhouettes';
import { paletteAt, svgFrame } from './svg';

/** The category card's picture: the category's silhouette with its display title. */
export function categoryImageSvg(slug: string): string | undefined {
  const category = categoryDefinitionBySlug(slug);
  if (category === undefined) return undefined;
  // Consecutive ids get different palettes, so neighbouring cards on the home grid differ.
  const palette = paletteAt(category.id - 1);
  return svgFrame({
    title: category.title,
    label: category.title,
    palette,
    artwork: SILHOUETTES[category.slug](palette),
  });
}
