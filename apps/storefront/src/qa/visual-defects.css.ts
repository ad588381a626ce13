import { globalStyle } from '@vanilla-extract/css';
import type { DefectId } from '@shop/core/qa';
import { testIds } from '@shop/ui/test-ids';

/**
 * The visual persona's regressions (@shop/core/qa defects.ts, `visual.*`): plain style rules,
 * keyed on the published test ids, that apply only while the page's body lists the defect in
 * `data-qa-defects` (use-visual-defects.ts). Behaviour stays intact: only pictures differ.
 */
const when = (id: DefectId, selector: string) => `body[data-qa-defects~="${id}"] ${selector}`;
const byTestId = (id: string) => `[data-testid="${id}"]`;

globalStyle(when('visual.header.logo-shifted', byTestId(testIds.header.logo)), {
  position: 'relative',
  top: 12,
});

const cardPrice = `[data-testid^="${testIds.productCard.price('')}"]`;
const paleCardPrices = [cardPrice, `${cardPrice} *`].map((selector) =>
  when('visual.listing.price-colour', selector),
);
globalStyle(paleCardPrices.join(', '), { color: '#c3c7ce' });

globalStyle(when('visual.details.add-button-overflow', byTestId(testIds.details.addToCart)), {
  width: '160%',
  minWidth: '160%',
  maxWidth: 'none',
  flexShrink: 0,
  position: 'relative',
  zIndex: 1,
});

globalStyle(when('visual.cart.summary-misaligned', `${byTestId(testIds.cart.summary)} div:has(> dd)`), {
  justifyContent: 'flex-start',
});
