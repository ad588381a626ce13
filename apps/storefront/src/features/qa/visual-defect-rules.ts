import type { DefectAt } from '@shop/core/qa';
import { testIds } from '@shop/ui/test-ids';
import type { GlobalStyleRule } from '@vanilla-extract/css';

/**
 * The visual persona's regressions (@shop/core/qa defects.ts, edge `style`) as data: per defect,
 * the elements (by their published test ids) and the style they get. visual-defects.css.ts turns
 * them into rules that apply only while the page's body lists the defect; plain data here, so a
 * unit test can hold them against the catalogue without a style compiler.
 */
export interface StyleRule {
  readonly selectors: readonly string[];
  readonly style: GlobalStyleRule;
}

const byTestId = (id: string) => `[data-testid="${id}"]`;
const cardPrice = `[data-testid^="${testIds.productCard.price('')}"]`;

export const styleRules: { readonly [Id in DefectAt<'style'>['id']]: StyleRule } = {
  'visual.header.logo-shifted': {
    selectors: [byTestId(testIds.header.logo)],
    style: { position: 'relative', top: 12 },
  },
  // The price and its parts (a PriceTag's current and old price).
  'visual.listing.price-colour': { selectors: [cardPrice, `${cardPrice} *`], style: { color: '#c3c7ce' } },
  'visual.details.add-button-overflow': {
    selectors: [byTestId(testIds.details.addToCart)],
    style: {
      width: '160%',
      minWidth: '160%',
      maxWidth: 'none',
      flexShrink: 0,
      position: 'relative',
      zIndex: 1,
    },
  },
  'visual.cart.summary-misaligned': {
    selectors: [`${byTestId(testIds.cart.summary)} div:has(> dd)`],
    style: { justifyContent: 'flex-start' },
  },
};
