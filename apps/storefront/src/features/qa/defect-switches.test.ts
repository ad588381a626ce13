import { activeDefects, QA_CLASS_DEFECTS_COOKIE, qaSettings } from '@shop/core/qa';
import { afterEach, describe, expect, it } from 'vitest';
import { defectSwitches } from './defect-switches';

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

function clearCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0`;
}

afterEach(() => {
  clearCookie(qaSettings.defects.cookie);
  clearCookie(QA_CLASS_DEFECTS_COOKIE);
});

describe('the defect switches the storefront applies', () => {
  it('are the session’s own when its browser is in no class', () => {
    setCookie(qaSettings.defects.cookie, '+problem.listing.same-image,-problem.cart.remove-wrong-line');
    expect(defectSwitches()).toEqual(['+problem.listing.same-image', '-problem.cart.remove-wrong-line']);
  });

  it('add the class’s switches after the own ones, so the lesson’s win where they disagree', () => {
    setCookie(qaSettings.defects.cookie, '-problem.listing.same-image,+visual.header.logo-shifted');
    setCookie(QA_CLASS_DEFECTS_COOKIE, '+problem.listing.same-image');
    expect(defectSwitches()).toEqual([
      '-problem.listing.same-image',
      '+visual.header.logo-shifted',
      '+problem.listing.same-image',
    ]);
    expect([...activeDefects(null, defectSwitches())]).toEqual([
      'visual.header.logo-shifted',
      'problem.listing.same-image',
    ]);
  });

  it('are the class’s alone for a learner who switched nothing', () => {
    setCookie(QA_CLASS_DEFECTS_COOKIE, '+problem.details.adds-one-more');
    expect(defectSwitches()).toEqual(['+problem.details.adds-one-more']);
  });
});
