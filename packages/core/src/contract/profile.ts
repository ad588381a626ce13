import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { defineEndpoint, MessageReplySchema, OptionalMessageReadSchema } from './endpoint';
import { IdSchema, TimestampSchema } from './fields';
import { UserIdParamsSchema } from './users';
import {
  ageGroupMessages,
  departmentMessages,
  fitAttributeMessages,
  physicalStatsMessages,
  shoeSizeMessages,
} from '../texts/profile';
import { quotedValue } from '../texts/request-replies';

export const FitOptionSchema = z.object({ id: z.int(), value: z.string() });
export const FitAttributeSchema = z
  .object({
    attributeName: z.string(),
    category: z.string(),
    options: z.array(FitOptionSchema),
  })
  .register(contractRegistry, { id: 'FitAttribute' });
export type FitAttribute = z.infer<typeof FitAttributeSchema>;

/** The attributes read from a user's fit record (spec §3). */
export const FIT_ATTRIBUTE_KEYS = ['shoulder', 'waist', 'thighs', 'hips'] as const;
export type FitAttributeKey = (typeof FIT_ATTRIBUTE_KEYS)[number];

export const UserFitValueSchema = z
  .object({
    id: z.int(),
    attributeName: z.string(),
    optionValue: z.string(),
  })
  .register(contractRegistry, { id: 'UserFitValue' });
export const UserFitAttributesSchema = z
  .object({
    userId: z.int(),
    shoulder: z.optional(UserFitValueSchema),
    waist: z.optional(UserFitValueSchema),
    thighs: z.optional(UserFitValueSchema),
    hips: z.optional(UserFitValueSchema),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .register(contractRegistry, { id: 'UserFitAttributes' });
export type UserFitAttributes = z.infer<typeof UserFitAttributesSchema>;

export const AgeGroupSchema = z
  .object({ id: z.int(), ageRange: z.string() })
  .register(contractRegistry, { id: 'AgeGroup' });
export type AgeGroup = z.infer<typeof AgeGroupSchema>;
export const UserAgeGroupSchema = z
  .object({ ageGroupId: z.int(), ageGroup: AgeGroupSchema })
  .register(contractRegistry, { id: 'UserAgeGroup' });
export type UserAgeGroup = z.infer<typeof UserAgeGroupSchema>;

export const GenderSchema = z
  .object({ id: z.int(), gender: z.string() })
  .register(contractRegistry, { id: 'Gender' });
export type Gender = z.infer<typeof GenderSchema>;
export const DepartmentSchema = z
  .object({
    genderId: z.int(),
    gender: z.string(),
    isActive: z.boolean(),
    updated_at: TimestampSchema,
  })
  .register(contractRegistry, { id: 'Department' });
export type Department = z.infer<typeof DepartmentSchema>;

/** A department as the storefront reads it: its text, active unless the reply says otherwise. */
const DepartmentReadSchema = z.object({
  gender: z.string(),
  genderId: z.optional(z.int()),
  isActive: z._default(z.boolean(), true),
  updated_at: z.optional(TimestampSchema),
});
export type DepartmentRead = z.infer<typeof DepartmentReadSchema>;

const departmentFromText = (gender: string): DepartmentRead => ({ gender, isActive: true });

/**
 * §7's preferred department reply as the storefront reads it: "department or gender text", so
 * `department` (a record, or its text) or `gender` (text). Without an id the picker finds the
 * option by its text.
 */
export const DepartmentReplyReadSchema = z.union([
  z.object({
    department: z.union([DepartmentReadSchema, z.pipe(z.string(), z.transform(departmentFromText))]),
  }),
  z.pipe(
    z.object({ gender: z.string() }),
    z.transform(({ gender }) => ({ department: departmentFromText(gender) })),
  ),
]);

export const SHOE_WIDTHS = ['Narrow', 'Standard', 'Wide'] as const;
export type ShoeWidth = (typeof SHOE_WIDTHS)[number];
export const ShoeSizeOptionSchema = z.object({
  id: z.int(),
  size: z.union([z.string(), z.number()]),
});
export const UserShoeSizeSchema = z
  .object({
    size: z.union([z.string(), z.number()]),
    width: z.enum(SHOE_WIDTHS),
    shoeSizeId: z.int(),
    created_at: TimestampSchema,
    updated_at: TimestampSchema,
  })
  .register(contractRegistry, { id: 'UserShoeSize' });
export type UserShoeSize = z.infer<typeof UserShoeSizeSchema>;

/** §7: the shoe size record's fields "may be nested under shoeSize". */
const UserShoeSizeReadSchema = z.union([
  UserShoeSizeSchema,
  z.pipe(
    z.object({ shoeSize: UserShoeSizeSchema }),
    z.transform(({ shoeSize }) => shoeSize),
  ),
]);

/** §7 GET /shoe-size/{userId} as the storefront reads it: `userShoeSize`, or the record under `shoeSize`. */
export const UserShoeSizeReplyReadSchema = z.union([
  z.object({ userShoeSize: UserShoeSizeReadSchema }),
  z.pipe(
    z.object({ shoeSize: UserShoeSizeSchema }),
    z.transform(({ shoeSize }) => ({ userShoeSize: shoeSize })),
  ),
]);

/**
 * The API's own texts for the profile calls (the spec leaves the server's replies open): success
 * messages reuse the §8 toasts, the rest are ours. The server sends them, the mocks imitate them.
 */
export const profileServerMessages = {
  statsSaved: physicalStatsMessages.saved,
  statsNotFound: 'No height and weight saved',
  fitSaved: fitAttributeMessages.saved,
  fitRemoved: fitAttributeMessages.removed,
  fitNotFound: 'No fit attributes saved',
  ageGroupSaved: ageGroupMessages.saved,
  ageGroupRemoved: ageGroupMessages.removed,
  ageGroupNotFound: 'No age group saved',
  departmentSaved: departmentMessages.saved,
  departmentRemoved: departmentMessages.removed,
  departmentNotFound: 'No preferred department set',
  shoeSizeSaved: shoeSizeMessages.saved,
  shoeSizeRemoved: shoeSizeMessages.removed,
  shoeSizeNotFound: 'No shoe size saved',
  /** 'Unknown fit attribute option id: 13' / '… ids: 13, 14'. */
  unknownFitOptions: (ids: readonly number[]) =>
    `Unknown fit attribute option ${ids.length === 1 ? 'id' : 'ids'}: ${ids.join(', ')}`,
  /** 'Choose at most one option per fit attribute (shoulder: 1, 2)'. */
  oneOptionPerAttribute: (attributeName: string, ids: readonly number[]) =>
    `Choose at most one option per fit attribute (${attributeName}: ${ids.join(', ')})`,
  unknownAgeGroup: (id: number) => `Unknown age group id: ${id}`,
  unknownGender: (id: number) => `Unknown department (gender) id: ${id}`,
  /** 'Unknown shoe size: XL' (see {@link quotedValue}). */
  unknownShoeSize: (size: string | number) => `Unknown shoe size: ${quotedValue(size)}`,
} as const;

/** The per-field `details` of those 400s (the server's and the mocks'). */
export const profileFieldMessages = {
  unknownFitOptions: 'must be fit attribute option ids',
  oneOptionPerAttribute: 'must hold at most one option per attribute',
  unknownAgeGroup: 'must be the id of an age group',
  unknownGender: 'must be the id of a gender option',
  unknownShoeSize: 'must be one of the shoe sizes listed',
} as const;

const profileCall = { auth: 'bearer' } as const;
const ownRecord = { ...profileCall, params: UserIdParamsSchema } as const;

export const profileEndpoints = {
  listFitAttributes: defineEndpoint({
    ...profileCall,
    id: 'profile.listFitAttributes',
    method: 'GET',
    path: '/fit-attributes',
    summary: 'Every fit attribute with its options.',
    reply: z.object({ data: z.array(FitAttributeSchema) }),
    status: 200,
    errors: [401],
  }),
  getUserFitAttributes: defineEndpoint({
    ...ownRecord,
    id: 'profile.getUserFitAttributes',
    method: 'GET',
    path: '/fit-attributes/:userId',
    summary: 'The user’s fit record; 404 means none is saved.',
    reply: z.object({ userFitAttributes: UserFitAttributesSchema }),
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  saveFitAttributes: defineEndpoint({
    ...profileCall,
    id: 'profile.saveFitAttributes',
    method: 'POST',
    path: '/fit-attributes',
    summary: 'Save the chosen option ids.',
    body: z.object({ userId: IdSchema, fitAttributeIds: z.array(IdSchema).check(z.minLength(1)) }),
    reply: z.object({ message: z.string(), userFitAttributes: UserFitAttributesSchema }),
    status: 200,
    errors: [400, 401, 403],
  }),
  clearFitAttributes: defineEndpoint({
    ...ownRecord,
    id: 'profile.clearFitAttributes',
    method: 'DELETE',
    path: '/fit-attributes/:userId',
    summary: 'Remove the user’s fit record.',
    reply: MessageReplySchema,
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  listAgeGroups: defineEndpoint({
    ...profileCall,
    id: 'profile.listAgeGroups',
    method: 'GET',
    path: '/age-group',
    summary: 'Every age group.',
    reply: z.object({ ageGroups: z.array(AgeGroupSchema) }),
    status: 200,
    errors: [401],
  }),
  getUserAgeGroup: defineEndpoint({
    ...ownRecord,
    id: 'profile.getUserAgeGroup',
    method: 'GET',
    path: '/age-group/:userId',
    summary: 'The user’s age group; 404 means none is saved.',
    reply: z.object({ userAgeGroup: UserAgeGroupSchema }),
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  saveAgeGroup: defineEndpoint({
    ...profileCall,
    id: 'profile.saveAgeGroup',
    method: 'POST',
    path: '/age-group',
    summary: 'Save the user’s age group.',
    body: z.object({ userId: IdSchema, ageGroupId: IdSchema }),
    reply: z.object({ message: z.string(), userAgeGroup: UserAgeGroupSchema }),
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  clearAgeGroup: defineEndpoint({
    ...ownRecord,
    id: 'profile.clearAgeGroup',
    method: 'DELETE',
    path: '/age-group/:userId',
    summary: 'Remove the user’s age group.',
    reply: MessageReplySchema,
    read: OptionalMessageReadSchema,
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  listGenders: defineEndpoint({
    ...profileCall,
    id: 'profile.listGenders',
    method: 'GET',
    path: '/gender',
    summary: 'The department (gender) options.',
    reply: z.object({ genders: z.array(GenderSchema) }),
    status: 200,
    errors: [401],
  }),
  getPreferredDepartment: defineEndpoint({
    ...ownRecord,
    id: 'profile.getPreferredDepartment',
    method: 'GET',
    path: '/preferred-department/:userId',
    summary: 'The user’s active preferred department; 404 means none.',
    reply: z.object({ department: DepartmentSchema }),
    read: DepartmentReplyReadSchema,
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  setPreferredDepartment: defineEndpoint({
    ...profileCall,
    id: 'profile.setPreferredDepartment',
    method: 'POST',
    path: '/preferred-department',
    summary: 'Set the user’s preferred department.',
    body: z.object({ userId: IdSchema, genderId: IdSchema }),
    reply: z.object({ message: z.string(), department: DepartmentSchema }),
    read: DepartmentReplyReadSchema,
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  deactivatePreferredDepartment: defineEndpoint({
    ...ownRecord,
    id: 'profile.deactivatePreferredDepartment',
    method: 'PUT',
    path: '/preferred-department/:userId',
    summary: 'Deactivate the preferred department (no body).',
    reply: MessageReplySchema,
    read: OptionalMessageReadSchema,
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  listShoeSizes: defineEndpoint({
    ...profileCall,
    id: 'profile.listShoeSizes',
    method: 'GET',
    path: '/shoe-size',
    summary: 'Every shoe size and width.',
    reply: z.object({ shoeSizes: z.array(ShoeSizeOptionSchema), widths: z.array(z.enum(SHOE_WIDTHS)) }),
    status: 200,
    errors: [401],
  }),
  getUserShoeSize: defineEndpoint({
    ...ownRecord,
    id: 'profile.getUserShoeSize',
    method: 'GET',
    path: '/shoe-size/:userId',
    summary: 'The user’s shoe size; 404 means none is saved.',
    reply: z.object({ userShoeSize: UserShoeSizeSchema }),
    read: UserShoeSizeReplyReadSchema,
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  saveShoeSize: defineEndpoint({
    ...profileCall,
    id: 'profile.saveShoeSize',
    method: 'POST',
    path: '/shoe-size',
    summary: 'Save the user’s shoe size and width.',
    body: z.object({
      userId: IdSchema,
      size: z.union([z.string().check(z.minLength(1)), z.number().check(z.positive())], {
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number or text'),
      }),
      width: z.enum(SHOE_WIDTHS),
    }),
    reply: z.object({ message: z.string(), userShoeSize: UserShoeSizeSchema }),
    // §7 lists no reply for the save: without the record the row reads it again.
    read: z.object({ message: z.optional(z.string()), userShoeSize: z.optional(UserShoeSizeReadSchema) }),
    status: 200,
    errors: [400, 401, 403, 404],
  }),
  clearShoeSize: defineEndpoint({
    ...ownRecord,
    id: 'profile.clearShoeSize',
    method: 'DELETE',
    path: '/shoe-size/:userId',
    summary: 'Remove the user’s shoe size.',
    reply: MessageReplySchema,
    read: OptionalMessageReadSchema,
    status: 200,
    errors: [400, 401, 403, 404],
  }),
} as const;
