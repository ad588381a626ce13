import { describe, expect, it } from 'vitest';
import {
  canSaveAgeGroup,
  canSaveDepartment,
  canSaveFitAttributes,
  FALLBACK_DEPARTMENTS,
  INTEREST_TAGS,
  lastUpdatedText,
  profileDisplayName,
  profileRowValue,
  rowActionLabel,
} from './profile';

describe('modal Save buttons (§4, §5)', () => {
  it('age group: enabled only when a group is selected and differs from the current', () => {
    expect(canSaveAgeGroup(null, null)).toBe(false);
    expect(canSaveAgeGroup(undefined, 2)).toBe(false);
    expect(canSaveAgeGroup(2, 2)).toBe(false);
    expect(canSaveAgeGroup(2, '2')).toBe(false);
    expect(canSaveAgeGroup(3, 2)).toBe(true);
    expect(canSaveAgeGroup(3, null)).toBe(true);
  });

  it('department: enabled only if a different option is chosen', () => {
    expect(canSaveDepartment(1, 1)).toBe(false);
    expect(canSaveDepartment(null, 1)).toBe(false);
    expect(canSaveDepartment(2, 1)).toBe(true);
    expect(canSaveDepartment(2, undefined)).toBe(true);
  });

  it('fit attributes: enabled only if changed', () => {
    expect(canSaveFitAttributes({ waist: 'Wide' }, { waist: 'Wide' })).toBe(false);
    expect(canSaveFitAttributes({ waist: 'Wide' }, { waist: 'Average' })).toBe(true);
  });
});

describe('profile texts (§2)', () => {
  it("shows the full name, or 'User'", () => {
    expect(profileDisplayName({ firstName: 'Asha', lastName: 'Rao' })).toBe('Asha Rao');
    expect(profileDisplayName({ firstName: 'Asha', lastName: '' })).toBe('Asha');
    expect(profileDisplayName({ firstName: ' ', lastName: null })).toBe('User');
    expect(profileDisplayName(null)).toBe('User');
  });

  it("shows '--' for a row without a value", () => {
    expect(profileRowValue(null)).toBe('--');
    expect(profileRowValue('  ')).toBe('--');
    expect(profileRowValue('25-34')).toBe('25-34');
  });

  it("writes 'Last updated on Mon D, YYYY'", () => {
    expect(lastUpdatedText('2026-11-05T10:00:00Z')).toBe('Last updated on Nov 5, 2026');
    expect(lastUpdatedText('not a date')).toBeNull();
    expect(lastUpdatedText(undefined)).toBeNull();
  });

  it('says Add until a value exists, then Update', () => {
    expect(rowActionLabel(false)).toBe('Add');
    expect(rowActionLabel(true)).toBe('Update');
  });

  it('lists the fixed interests and the department fallback', () => {
    expect(INTEREST_TAGS).toEqual([
      'Skin Care',
      'Storage & Organization',
      'Interior Design',
      'Dorm Essentials',
      'Hair Care and Styling',
      'Babies and Toddlers',
      'Baking',
      "Women's Attire",
      "Men's Attire",
      'Party Planning',
    ]);
    expect(FALLBACK_DEPARTMENTS).toEqual(["Women's", "Men's", 'Unisex']);
  });
});
