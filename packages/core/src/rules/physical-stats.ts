import type { HeightUnit, PhysicalStatsRead, WeightUnit } from '../contract';
import { type Check, fail, pass } from './check';
import { physicalStatsMessages as messages } from '../texts';

type NumberInput = string | number | null | undefined;

export interface HeightWeightInput {
  readonly height: NumberInput;
  readonly weight: NumberInput;
}

function isMissing(value: NumberInput): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Plain decimal text only: `Number()` alone would also accept '0x1A', '1e3' and 'Infinity', which
 * nobody means as a height.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function toNumber(value: NumberInput): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/** The height and weight modal (§5): both required, both numbers, both greater than 0. */
export function validateHeightWeight(input: HeightWeightInput): Check<{ height: number; weight: number }> {
  if (isMissing(input.height) || isMissing(input.weight)) return fail(messages.bothRequired);
  const height = toNumber(input.height);
  const weight = toNumber(input.weight);
  if (!Number.isFinite(height) || !Number.isFinite(weight)) return fail(messages.notNumbers);
  if (height <= 0 || weight <= 0) return fail(messages.notPositive);
  return pass({ height, weight });
}

/** What the modal's inputs hold: text, so that an empty field stays empty. */
export interface HeightWeightForm {
  readonly heightUnit: HeightUnit;
  readonly heightValue: string;
  readonly weightUnit: WeightUnit;
  readonly weightValue: string;
}

/**
 * The modal loads the current stats on open (§4). Stats hold one of each pair (§3), in the unit the
 * user saved; with nothing saved the form is empty in cm and kg.
 */
export function physicalStatsToForm(stats: PhysicalStatsRead | null | undefined): HeightWeightForm {
  const heightUnit: HeightUnit = stats?.heightFt !== undefined && stats.heightCm === undefined ? 'ft' : 'cm';
  const weightUnit: WeightUnit = stats?.weightLb !== undefined && stats.weightKg === undefined ? 'lb' : 'kg';
  const height = heightUnit === 'ft' ? stats?.heightFt : stats?.heightCm;
  const weight = weightUnit === 'lb' ? stats?.weightLb : stats?.weightKg;
  return {
    heightUnit,
    heightValue: height === undefined ? '' : String(height),
    weightUnit,
    weightValue: weight === undefined ? '' : String(weight),
  };
}

/** 'Height and weight' row text, e.g. '170 cm, 65 kg'; null when nothing is saved. */
export function physicalStatsSummary(stats: PhysicalStatsRead | null | undefined): string | null {
  if (!stats) return null;
  const form = physicalStatsToForm(stats);
  if (!form.heightValue || !form.weightValue) return null;
  return `${form.heightValue} ${form.heightUnit}, ${form.weightValue} ${form.weightUnit}`;
}

/** The body of `POST /users/physical-stats` (§7 field names). */
export function toSavePhysicalStatsRequest(
  userId: number,
  units: { readonly heightUnit: HeightUnit; readonly weightUnit: WeightUnit },
  values: { readonly height: number; readonly weight: number },
): {
  userId: number;
  heightUnit: HeightUnit;
  weightUnit: WeightUnit;
  heightValue: number;
  weightValue: number;
} {
  return {
    userId,
    heightUnit: units.heightUnit,
    weightUnit: units.weightUnit,
    heightValue: values.height,
    weightValue: values.weight,
  };
}
