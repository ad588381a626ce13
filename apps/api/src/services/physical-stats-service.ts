import { profileServerMessages } from '@shop/core/profile';
import { type HeightUnit, type PhysicalStats, type WeightUnit } from '@shop/core/users';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import {
  deletePhysicalStats,
  findPhysicalStats,
  type PhysicalStatsRow,
  upsertPhysicalStats,
} from '../db/repositories/profile-repository';
import { notFound } from '../http/http-error';

/** Exact by definition (international foot and pound). */
const CM_PER_FT = 30.48;
const KG_PER_LB = 0.45359237;

export interface SavePhysicalStats {
  readonly heightUnit: HeightUnit;
  readonly weightUnit: WeightUnit;
  readonly heightValue: number;
  readonly weightValue: number;
}

/** §3: one of each pair, in the unit the user saved. */
export function physicalStatsOf(row: PhysicalStatsRow): PhysicalStats {
  return {
    ...(row.heightUnit === 'ft' ? { heightFt: row.heightFt } : { heightCm: row.heightCm }),
    ...(row.weightUnit === 'lb' ? { weightLb: row.weightLb } : { weightKg: row.weightKg }),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Both units of each value: the one sent, as sent, and its conversion. */
export function bothUnits({ heightUnit, weightUnit, heightValue, weightValue }: SavePhysicalStats) {
  return {
    heightUnit,
    weightUnit,
    heightCm: heightUnit === 'cm' ? heightValue : heightValue * CM_PER_FT,
    heightFt: heightUnit === 'ft' ? heightValue : heightValue / CM_PER_FT,
    weightKg: weightUnit === 'kg' ? weightValue : weightValue * KG_PER_LB,
    weightLb: weightUnit === 'lb' ? weightValue : weightValue / KG_PER_LB,
  };
}

/**
 * Height and weight (§7 /users/physical-stats), always the token's user's. The contract has
 * already checked numbers, units and bounds (§5 and PHYSICAL_STATS_LIMITS).
 */
export class PhysicalStatsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<{ stats: PhysicalStats | null }> {
    const row = await findPhysicalStats(this.db, userId);
    return { stats: row ? physicalStatsOf(row) : null };
  }

  async save(userId: number, values: SavePhysicalStats): Promise<{ message: string; stats: PhysicalStats }> {
    const row = await upsertPhysicalStats(this.db, userId, bothUnits(values), this.clock.now());
    return { message: profileServerMessages.statsSaved, stats: physicalStatsOf(row) };
  }

  /** 404 when nothing was saved (as every profile clear). */
  async clear(userId: number): Promise<void> {
    if (!(await deletePhysicalStats(this.db, userId))) throw notFound(profileServerMessages.statsNotFound);
  }
}
