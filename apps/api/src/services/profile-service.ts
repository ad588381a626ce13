import {
  type AgeGroup,
  type Department,
  FIT_ATTRIBUTE_KEYS,
  type FitAttribute,
  type FitAttributeKey,
  type Gender,
  profileFieldMessages,
  profileServerMessages as messages,
  SHOE_SIZE_WIDTHS,
  type ShoeWidth,
  type UserAgeGroup,
  type UserFitAttributes,
  type UserShoeSize,
} from '@shop/core/profile';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import {
  deactivateDepartment,
  deleteUserAgeGroup,
  deleteUserFit,
  deleteUserShoeSize,
  findActiveDepartment,
  findProfileReference,
  findUserAgeGroup,
  findUserFit,
  findUserShoeSize,
  type FitOptionRow,
  type FitSelection,
  type PreferredDepartmentRow,
  type ProfileReferenceRows,
  upsertDepartment,
  upsertUserAgeGroup,
  upsertUserFit,
  upsertUserShoeSize,
  type UserAgeGroupRow,
  type UserFitRow,
  type UserShoeSizeRow,
} from '../db/repositories/profile-repository';
import { HttpError, notFound } from '../http/http-error';
import { ReadyJson } from '../http/ready-json';

/** The column of the fit record that holds each attribute's option. */
const FIT_COLUMNS: Record<FitAttributeKey, keyof FitSelection> = {
  shoulder: 'shoulderOptionId',
  waist: 'waistOptionId',
  thighs: 'thighsOptionId',
  hips: 'hipsOptionId',
};

const isFitAttributeKey = (name: string): name is FitAttributeKey =>
  (FIT_ATTRIBUTE_KEYS as readonly string[]).includes(name);

/** Plain decimal text ('8', '8.5'): a size sent as text still names a numeric size. */
const DECIMAL = /^\s*\d+(?:\.\d+)?\s*$/;

const invalid = (message: string, field: string, problem: string) =>
  new HttpError(400, message, { [field]: problem });

/**
 * The reference data as the database holds it (seeded from @shop/core), read once: it changes only
 * with a new seed, that is a restart. The list replies are serialised once too.
 */
class ProfileReference {
  readonly fitOptionById: ReadonlyMap<number, FitOptionRow>;
  readonly ageGroupById: ReadonlyMap<number, AgeGroup>;
  readonly genderById: ReadonlyMap<number, Gender>;
  readonly shoeSizeById: ReadonlyMap<number, number>;
  readonly shoeSizeIdBySize: ReadonlyMap<number, number>;
  readonly fitAttributesReply: ReadyJson<{ data: FitAttribute[] }>;
  readonly ageGroupsReply: ReadyJson<{ ageGroups: AgeGroup[] }>;
  readonly gendersReply: ReadyJson<{ genders: Gender[] }>;
  readonly shoeSizesReply: ReadyJson<{ shoeSizes: { id: number; size: number }[]; widths: ShoeWidth[] }>;

  constructor(rows: ProfileReferenceRows) {
    this.fitOptionById = new Map(rows.fitOptions.map((option) => [option.id, option]));
    this.ageGroupById = new Map(rows.ageGroups.map((group) => [group.id, group]));
    this.genderById = new Map(rows.genders.map((gender) => [gender.id, gender]));
    this.shoeSizeById = new Map(rows.shoeSizes.map(({ id, size }) => [id, size]));
    this.shoeSizeIdBySize = new Map(rows.shoeSizes.map(({ id, size }) => [size, id]));

    const attributes = new Map<string, FitAttribute>();
    for (const option of rows.fitOptions) {
      const attribute = attributes.get(option.attributeName) ?? {
        attributeName: option.attributeName,
        category: option.category,
        options: [],
      };
      attribute.options.push({ id: option.id, value: option.value });
      attributes.set(option.attributeName, attribute);
    }
    this.fitAttributesReply = ReadyJson.of({ data: [...attributes.values()] });
    this.ageGroupsReply = ReadyJson.of({ ageGroups: rows.ageGroups });
    this.gendersReply = ReadyJson.of({ genders: rows.genders });
    this.shoeSizesReply = ReadyJson.of({ shoeSizes: rows.shoeSizes, widths: [...SHOE_SIZE_WIDTHS] });
  }
}

const timestampsOf = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The profile calls of §7 other than height and weight, always for the token's user (the routes
 * check every userId sent). Values outside the reference data are 400s with a text that names
 * them; reads and clears of nothing saved are 404s; each save is one upsert.
 */
export class ProfileService {
  private reference: Promise<ProfileReference> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Reads the reference data now (start-up), so the first shopper does not wait for it. */
  async warm(): Promise<void> {
    await this.referenceData();
  }

  private referenceData(): Promise<ProfileReference> {
    this.reference ??= findProfileReference(this.db).then(
      (rows) => new ProfileReference(rows),
      (error: unknown) => {
        // A failed read is retried by the next call instead of being kept.
        this.reference = undefined;
        throw error;
      },
    );
    return this.reference;
  }

  // Fit attributes

  async listFitAttributes() {
    return (await this.referenceData()).fitAttributesReply;
  }

  async getFitAttributes(userId: number): Promise<{ userFitAttributes: UserFitAttributes }> {
    const row = await findUserFit(this.db, userId);
    if (!row) throw notFound(messages.fitNotFound);
    return { userFitAttributes: this.fitRecordOf(row, await this.referenceData()) };
  }

  /** The record becomes exactly the options posted: at most one per attribute, each a known option. */
  async saveFitAttributes(
    userId: number,
    fitAttributeIds: readonly number[],
  ): Promise<{ message: string; userFitAttributes: UserFitAttributes }> {
    const reference = await this.referenceData();
    const ids = [...new Set(fitAttributeIds)];
    const unknown = ids.filter((id) => {
      const option = reference.fitOptionById.get(id);
      return option === undefined || !isFitAttributeKey(option.attributeName);
    });
    if (unknown.length > 0) {
      throw invalid(
        messages.unknownFitOptions(unknown),
        'fitAttributeIds',
        profileFieldMessages.unknownFitOptions,
      );
    }
    const selection: FitSelection = {
      shoulderOptionId: null,
      waistOptionId: null,
      thighsOptionId: null,
      hipsOptionId: null,
    };
    const chosen = new Map<FitAttributeKey, number[]>();
    for (const id of ids) {
      const name = reference.fitOptionById.get(id)?.attributeName as FitAttributeKey;
      chosen.set(name, [...(chosen.get(name) ?? []), id]);
    }
    for (const [name, optionIds] of chosen) {
      if (optionIds.length > 1) {
        throw invalid(
          messages.oneOptionPerAttribute(name, optionIds),
          'fitAttributeIds',
          profileFieldMessages.oneOptionPerAttribute,
        );
      }
      selection[FIT_COLUMNS[name]] = optionIds[0] ?? null;
    }
    const row = await upsertUserFit(this.db, userId, selection, this.clock.now());
    return { message: messages.fitSaved, userFitAttributes: this.fitRecordOf(row, reference) };
  }

  async clearFitAttributes(userId: number): Promise<{ message: string }> {
    if (!(await deleteUserFit(this.db, userId))) throw notFound(messages.fitNotFound);
    return { message: messages.fitRemoved };
  }

  private fitRecordOf(row: UserFitRow, reference: ProfileReference): UserFitAttributes {
    const record: UserFitAttributes = { userId: row.userId, ...timestampsOf(row) };
    for (const key of FIT_ATTRIBUTE_KEYS) {
      const optionId = row[FIT_COLUMNS[key]];
      const option = optionId === null ? undefined : reference.fitOptionById.get(optionId);
      if (option)
        record[key] = { id: option.id, attributeName: option.attributeName, optionValue: option.value };
    }
    return record;
  }

  // Age group

  async listAgeGroups() {
    return (await this.referenceData()).ageGroupsReply;
  }

  async getAgeGroup(userId: number): Promise<{ userAgeGroup: UserAgeGroup }> {
    const row = await findUserAgeGroup(this.db, userId);
    if (!row) throw notFound(messages.ageGroupNotFound);
    return { userAgeGroup: this.userAgeGroupOf(row, await this.referenceData()) };
  }

  async saveAgeGroup(
    userId: number,
    ageGroupId: number,
  ): Promise<{ message: string; userAgeGroup: UserAgeGroup }> {
    const reference = await this.referenceData();
    if (!reference.ageGroupById.has(ageGroupId)) {
      throw invalid(messages.unknownAgeGroup(ageGroupId), 'ageGroupId', profileFieldMessages.unknownAgeGroup);
    }
    const row = await upsertUserAgeGroup(this.db, userId, ageGroupId, this.clock.now());
    return { message: messages.ageGroupSaved, userAgeGroup: this.userAgeGroupOf(row, reference) };
  }

  async clearAgeGroup(userId: number): Promise<{ message: string }> {
    if (!(await deleteUserAgeGroup(this.db, userId))) throw notFound(messages.ageGroupNotFound);
    return { message: messages.ageGroupRemoved };
  }

  private userAgeGroupOf(row: UserAgeGroupRow, reference: ProfileReference): UserAgeGroup {
    const ageGroup = reference.ageGroupById.get(row.ageGroupId);
    // The foreign key keeps the id a seeded row; only a row added after start-up could miss.
    if (!ageGroup) throw new Error(`Age group ${row.ageGroupId} is not in the reference data`);
    return { ageGroupId: row.ageGroupId, ageGroup };
  }

  // Genders and the preferred department

  async listGenders() {
    return (await this.referenceData()).gendersReply;
  }

  async getDepartment(userId: number): Promise<{ department: Department }> {
    const row = await findActiveDepartment(this.db, userId);
    if (!row) throw notFound(messages.departmentNotFound);
    return { department: this.departmentOf(row, await this.referenceData()) };
  }

  async setDepartment(
    userId: number,
    genderId: number,
  ): Promise<{ message: string; department: Department }> {
    const reference = await this.referenceData();
    if (!reference.genderById.has(genderId)) {
      throw invalid(messages.unknownGender(genderId), 'genderId', profileFieldMessages.unknownGender);
    }
    const row = await upsertDepartment(this.db, userId, genderId, this.clock.now());
    return { message: messages.departmentSaved, department: this.departmentOf(row, reference) };
  }

  /** §4: clearing the preferred department is a deactivation; 404 when none is active. */
  async deactivateDepartment(userId: number): Promise<{ message: string }> {
    if (!(await deactivateDepartment(this.db, userId, this.clock.now()))) {
      throw notFound(messages.departmentNotFound);
    }
    return { message: messages.departmentRemoved };
  }

  private departmentOf(row: PreferredDepartmentRow, reference: ProfileReference): Department {
    const gender = reference.genderById.get(row.genderId);
    if (!gender) throw new Error(`Gender ${row.genderId} is not in the reference data`);
    return {
      genderId: row.genderId,
      gender: gender.gender,
      isActive: row.isActive,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  // Shoe size

  async listShoeSizes() {
    return (await this.referenceData()).shoeSizesReply;
  }

  async getShoeSize(userId: number): Promise<{ userShoeSize: UserShoeSize }> {
    const row = await findUserShoeSize(this.db, userId);
    if (!row) throw notFound(messages.shoeSizeNotFound);
    return { userShoeSize: this.userShoeSizeOf(row, await this.referenceData()) };
  }

  /** A size is one of the list's, sent as a number (§5) or as its decimal text ('8.5'). */
  async saveShoeSize(
    userId: number,
    { size, width }: { readonly size: string | number; readonly width: ShoeWidth },
  ): Promise<{ message: string; userShoeSize: UserShoeSize }> {
    const reference = await this.referenceData();
    const numeric = typeof size === 'number' ? size : DECIMAL.test(size) ? Number(size) : Number.NaN;
    const shoeSizeId = reference.shoeSizeIdBySize.get(numeric);
    if (shoeSizeId === undefined) {
      throw invalid(messages.unknownShoeSize(size), 'size', profileFieldMessages.unknownShoeSize);
    }
    const row = await upsertUserShoeSize(this.db, userId, { shoeSizeId, width }, this.clock.now());
    return { message: messages.shoeSizeSaved, userShoeSize: this.userShoeSizeOf(row, reference) };
  }

  async clearShoeSize(userId: number): Promise<{ message: string }> {
    if (!(await deleteUserShoeSize(this.db, userId))) throw notFound(messages.shoeSizeNotFound);
    return { message: messages.shoeSizeRemoved };
  }

  private userShoeSizeOf(row: UserShoeSizeRow, reference: ProfileReference): UserShoeSize {
    const size = reference.shoeSizeById.get(row.shoeSizeId);
    if (size === undefined) throw new Error(`Shoe size ${row.shoeSizeId} is not in the reference data`);
    return {
      size,
      width: row.width as ShoeWidth,
      shoeSizeId: row.shoeSizeId,
      ...timestampsOf(row),
    };
  }
}
