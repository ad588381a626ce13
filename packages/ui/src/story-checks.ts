import { expect } from 'storybook/test';

/**
 * Checks shared by stories (not part of the package's exports). At a phone's width (the
 * `phone390` viewport global really resizes the preview) nothing scrolls sideways: long ids,
 * codes, names and addresses wrap instead.
 */
export async function expectFitsPhone(documentOf: Node = document): Promise<void> {
  const page = (documentOf.ownerDocument ?? (documentOf as Document)).documentElement;
  await expect(page.clientWidth).toBe(390);
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}
