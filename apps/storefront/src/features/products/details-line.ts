import { offeredOptionsOfLine, type OptionedProduct } from '@shop/core';
import type { DefectId } from '@shop/core/qa';
import type { DetailsChoice } from '@shop/ui';
import { ignoredStorage, oneMore } from '../../qa/problem-defects';

/** What Add to Cart puts in the cart: the quantity and only the options the product comes in. */
export interface DetailsLineChoice {
  readonly qty: number;
  readonly storage?: string;
  readonly color?: string;
}

/**
 * The line the details screen's Add to Cart (and Buy Now) adds (§4), with the problem persona's
 * details defects that change it and the ones this add showed. Options pass core's rule first
 * (offeredOptionsOfLine): a product without storage or colours never sends one — not even the
 * default storage that problem.details.storage-ignored puts in place of the chosen one.
 */
export function detailsLine(
  product: OptionedProduct,
  { storage, color, qty }: DetailsChoice,
  defects: ReadonlySet<DefectId>,
): { readonly choice: DetailsLineChoice; readonly shown: readonly DefectId[] } {
  const offered = offeredOptionsOfLine(product, { storage, color });
  const shown: DefectId[] = [];
  const moreAdded = defects.has('problem.details.adds-one-more');
  if (moreAdded) shown.push('problem.details.adds-one-more');
  let chosenStorage = offered.storage ?? undefined;
  if (
    defects.has('problem.details.storage-ignored') &&
    chosenStorage !== undefined &&
    chosenStorage !== ignoredStorage(chosenStorage)
  ) {
    chosenStorage = ignoredStorage(chosenStorage);
    shown.push('problem.details.storage-ignored');
  }
  return {
    choice: {
      qty: moreAdded ? oneMore(qty) : qty,
      ...(chosenStorage !== undefined ? { storage: chosenStorage } : {}),
      ...(offered.color !== null ? { color: offered.color } : {}),
    },
    shown,
  };
}
