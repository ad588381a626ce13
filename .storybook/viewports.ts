import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * The widths the shop is designed and checked at. Mobile variants of screens and pages use
 * `globals: { viewport: { value: 'phone390', isRotated: false } }` (the naming scheme's `…Mobile`
 * stories); the story tests resize the browser to the same size.
 */
export const shopViewports = {
  ...MINIMAL_VIEWPORTS,
  phone320: { name: 'Phone 320 (smallest)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
