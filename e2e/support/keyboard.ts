import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page,
 * and fails if it is not reached within `limit` presses: a control the keyboard cannot reach is
 * the defect these journeys look for. The number of presses is not asserted, so a new link in the
 * header does not break every journey.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/**
 * Whether the focused `target` shows that it has the focus: it matches `:focus-visible` and it, or
 * the label or card around it (a radio card draws its ring on the card), has an outline or a ring.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((element) => {
    if (!element.matches(':focus-visible')) return false;
    const drawn = (candidate: Element | null) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    return drawn(element) || drawn(element.closest('label'));
  });
  expect(shown, 'a visible focus indicator').toBe(true);
}

/**
 * Chooses `target` in the radio group `radios` as a keyboard user does: Tab into the group (one
 * stop for the whole group), the arrows to the radio, Space. Chromium's arrows wrap around, so as
 * many presses as the group has radios reach any of them.
 */
export async function chooseRadio(page: Page, radios: Locator, target: Locator, limit = 80): Promise<void> {
  await target.waitFor();
  const inGroup = () => radios.evaluateAll((all) => all.some((radio) => radio === document.activeElement));
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < limit && !(await inGroup()); presses += 1) await page.keyboard.press('Tab');
  const count = await radios.count();
  for (let presses = 0; presses < count && !(await focused()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}
