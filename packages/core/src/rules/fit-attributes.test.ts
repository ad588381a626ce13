import { describe, expect, it } from 'vitest';
import { FIT_SUMMARY_MAX_LENGTH } from '../constants';
import type { FitAttribute, UserFitAttributes } from '../contract';
import {
  buildFitAttributeRows,
  currentFitSelection,
  FIT_VALUES,
  fitAttributeSlug,
  fitRecordLines,
  fitRecordSummary,
  fitSummary,
  isFitSelectionChanged,
  resolveFitSelection,
} from './fit-attributes';

const options = (first: number) => FIT_VALUES.map((value, index) => ({ id: first + index, value }));

const attributes: FitAttribute[] = [
  { attributeName: 'Shoulder', category: 'womens', options: options(1) },
  { attributeName: 'Waist', category: 'womens', options: options(4) },
  { attributeName: 'Chest', category: 'mens', options: options(7) },
  { attributeName: 'Hips / Seat', category: '', options: options(10) },
];

describe('fitAttributeSlug (§3)', () => {
  it.each([
    ['Shoulder', 'shoulder'],
    ['Upper Arm', 'upper-arm'],
    ['Hips/Seat', 'hips-seat'],
    ['Hips / Seat', 'hips-seat'],
    [' Waist ', 'waist'],
  ])('%j → %j', (name, slug) => {
    expect(fitAttributeSlug(name)).toBe(slug);
  });
});

describe('buildFitAttributeRows', () => {
  it('keeps one category (womens by default, also for a missing category) in server order', () => {
    expect(buildFitAttributeRows(attributes)).toEqual([
      { id: 'shoulder', name: 'Shoulder', category: 'womens', displayOrder: 1, options: options(1) },
      { id: 'waist', name: 'Waist', category: 'womens', displayOrder: 2, options: options(4) },
      { id: 'hips-seat', name: 'Hips / Seat', category: 'womens', displayOrder: 3, options: options(10) },
    ]);
    expect(buildFitAttributeRows(attributes, 'mens').map((row) => row.id)).toEqual(['chest']);
    expect(buildFitAttributeRows(attributes, 'kids')).toEqual([]);
  });
});

describe('resolveFitSelection (§5)', () => {
  const rows = buildFitAttributeRows(attributes);

  it('maps chosen values to option ids', () => {
    expect(resolveFitSelection(rows, { shoulder: 'Wide', waist: 'Narrow' })).toEqual({
      kind: 'ready',
      fitAttributeIds: [3, 4],
    });
  });

  it('drops unknown values and unknown rows', () => {
    expect(resolveFitSelection(rows, { shoulder: 'Average', waist: 'Huge', elbow: 'Wide' })).toEqual({
      kind: 'ready',
      fitAttributeIds: [2],
    });
  });

  it("says 'No valid attributes to save' when nothing maps", () => {
    expect(resolveFitSelection(rows, { waist: 'Huge', elbow: 'Wide' })).toEqual({
      kind: 'invalid',
      error: 'No valid attributes to save',
    });
  });

  it('lets Save just close when nothing is chosen', () => {
    expect(resolveFitSelection(rows, {})).toEqual({ kind: 'nothing-selected' });
    expect(resolveFitSelection(rows, { shoulder: '', waist: undefined })).toEqual({
      kind: 'nothing-selected',
    });
  });
});

const record: UserFitAttributes = {
  userId: 7,
  shoulder: { id: 3, attributeName: 'Shoulder', optionValue: 'Wide' },
  hips: { id: 12, attributeName: 'Hips', optionValue: 'Average' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('the saved choice', () => {
  it('reads shoulder, waist, thighs and hips from the record', () => {
    expect(currentFitSelection(record)).toEqual({ shoulder: 'Wide', hips: 'Average' });
    expect(currentFitSelection(undefined)).toEqual({});
  });

  it('is changed only when a value differs', () => {
    const current = currentFitSelection(record);
    expect(isFitSelectionChanged(current, { hips: 'Average', shoulder: 'Wide' })).toBe(false);
    expect(isFitSelectionChanged(current, { shoulder: 'Wide', hips: 'Average', waist: '' })).toBe(false);
    expect(isFitSelectionChanged(current, { shoulder: 'Narrow', hips: 'Average' })).toBe(true);
    expect(isFitSelectionChanged(current, { shoulder: 'Wide' })).toBe(true);
    expect(isFitSelectionChanged({}, {})).toBe(false);
    expect(isFitSelectionChanged({}, { waist: 'Wide' })).toBe(true);
  });
});

describe('fitSummary (§2: 80 characters, 77 plus an ellipsis)', () => {
  it('keeps text of up to 80 characters', () => {
    expect(FIT_SUMMARY_MAX_LENGTH).toBe(80);
    const eighty = 'x'.repeat(80);
    expect(fitSummary(eighty)).toBe(eighty);
  });

  it('cuts longer text to 77 characters and ...', () => {
    const summary = fitSummary('y'.repeat(81));
    expect(summary).toBe(`${'y'.repeat(77)}...`);
    expect(summary).toHaveLength(80);
  });

  it('describes a saved record', () => {
    expect(fitRecordSummary(record)).toBe('Shoulder: Wide, Hips: Average');
    expect(fitRecordSummary(null)).toBeNull();
    expect(fitRecordSummary({ ...record, shoulder: undefined, hips: undefined })).toBeNull();
  });

  it('reads as a sentence whatever the attribute names’ case (the seed names them in lower case)', () => {
    const lowerCase = {
      ...record,
      shoulder: { id: 3, attributeName: 'shoulder', optionValue: 'Wide' },
      hips: { id: 11, attributeName: 'hips', optionValue: 'Average' },
    };
    expect(fitRecordLines(lowerCase)).toEqual(['Shoulder: Wide', 'Hips: Average']);
    expect(fitRecordSummary(lowerCase)).toBe('Shoulder: Wide, Hips: Average');
    expect(fitRecordLines(null)).toEqual([]);
  });
});
