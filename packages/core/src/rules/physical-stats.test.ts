import { describe, expect, it } from 'vitest';
import {
  physicalStatsSummary,
  physicalStatsToForm,
  toSavePhysicalStatsRequest,
  validateHeightWeight,
} from './physical-stats';

describe('validateHeightWeight (§5)', () => {
  it.each([
    [{ height: '', weight: '' }, 'Please fill in both height and weight values'],
    [{ height: '170', weight: ' ' }, 'Please fill in both height and weight values'],
    [{ height: null, weight: 60 }, 'Please fill in both height and weight values'],
    [{ height: 'abc', weight: '60' }, 'Please enter valid numbers for height and weight'],
    [{ height: '170', weight: '6O' }, 'Please enter valid numbers for height and weight'],
    [{ height: '0x10', weight: '60' }, 'Please enter valid numbers for height and weight'],
    [{ height: 'Infinity', weight: '60' }, 'Please enter valid numbers for height and weight'],
    [{ height: Number.NaN, weight: 60 }, 'Please enter valid numbers for height and weight'],
    [{ height: '0', weight: '60' }, 'Height and weight must be greater than 0'],
    [{ height: '170', weight: '-1' }, 'Height and weight must be greater than 0'],
  ])('%j → %s', (input, error) => {
    expect(validateHeightWeight(input)).toEqual({ ok: false, error });
  });

  it('accepts decimals with the 0.1 step and numbers as they are', () => {
    expect(validateHeightWeight({ height: ' 5.9 ', weight: '72.5' })).toEqual({
      ok: true,
      value: { height: 5.9, weight: 72.5 },
    });
    expect(validateHeightWeight({ height: 170, weight: 65 })).toEqual({
      ok: true,
      value: { height: 170, weight: 65 },
    });
  });
});

describe('current stats in the modal (§3, §4)', () => {
  it('is empty in cm and kg when nothing is saved', () => {
    expect(physicalStatsToForm(null)).toEqual({
      heightUnit: 'cm',
      heightValue: '',
      weightUnit: 'kg',
      weightValue: '',
    });
    expect(physicalStatsSummary(null)).toBeNull();
  });

  it('reads whichever unit of each pair was saved', () => {
    const stats = { heightFt: 5.8, weightKg: 70, updated_at: '2026-01-01T00:00:00Z' };
    expect(physicalStatsToForm(stats)).toEqual({
      heightUnit: 'ft',
      heightValue: '5.8',
      weightUnit: 'kg',
      weightValue: '70',
    });
    expect(physicalStatsSummary(stats)).toBe('5.8 ft, 70 kg');
    expect(physicalStatsSummary({ heightCm: 170, weightLb: 150, updated_at: '' })).toBe('170 cm, 150 lb');
  });

  it('builds the save body with the field names of §7', () => {
    expect(
      toSavePhysicalStatsRequest(7, { heightUnit: 'cm', weightUnit: 'lb' }, { height: 170, weight: 150 }),
    ).toEqual({ userId: 7, heightUnit: 'cm', weightUnit: 'lb', heightValue: 170, weightValue: 150 });
  });
});
