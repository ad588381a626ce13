import { api } from '@shop/core';
import { AGE_GROUPS, FIT_ATTRIBUTES, GENDERS, SHOE_SIZE_WIDTHS, SHOE_SIZES } from '@shop/core/profile';
import { any, capture, type CallStep, type Expected, type ParityCase } from '../format';
import { signUp } from './steps';

const profile = api.profile;
const users = api.users;

const unauthenticated = {
  status: 401,
  body: { error: 'Authentication required' },
  headers: { 'www-authenticate': 'Bearer' },
};
const forbidden = { status: 403, body: { error: 'You can only access your own account.' } };
const notFound = (error: string) => ({ status: 404, body: { error } });
const invalid = (error: string, details: Record<string, string>) => ({
  status: 400,
  body: { error, details },
});

/** The signed-in user's own record (`as` picks a second user signed up with `signUp(…, as)`). */
const own = (as = '') => ({ bearer: `{{token${as}}}`, params: { userId: `{{userId${as}}}` } });
const ownBody = (as = '') => ({ bearer: `{{token${as}}}` });

/** Fit option rows of the reply, by attribute and value, from the reference data. */
function fitValue(attributeName: string, value: string): Expected {
  const option = FIT_ATTRIBUTES.find((attribute) => attribute.attributeName === attributeName)?.options.find(
    (candidate) => candidate.value === value,
  );
  if (!option) throw new Error(`No fit option ${attributeName} ${value}`);
  return { id: option.id, attributeName, optionValue: value };
}
const fitId = (attributeName: string, value: string) => (fitValue(attributeName, value) as { id: number }).id;
const ageGroup = (ageRange: string) => {
  const group = AGE_GROUPS.find((entry) => entry.ageRange === ageRange);
  if (!group) throw new Error(`No age group ${ageRange}`);
  return group;
};
const shoeSizeId = (size: number) => {
  const entry = SHOE_SIZES.find((candidate) => candidate.size === size);
  if (!entry) throw new Error(`No shoe size ${size}`);
  return entry.id;
};

/** A request of each profile call, as a signed-in user would send it (the 401 and 403 rows reuse them). */
const calls: readonly Omit<CallStep, 'expect' | 'bearer'>[] = [
  { endpoint: users.getPhysicalStats },
  {
    endpoint: users.savePhysicalStats,
    body: { userId: 1, heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: 65 },
  },
  { endpoint: users.clearPhysicalStats, query: { userId: '1' } },
  { endpoint: profile.listFitAttributes },
  { endpoint: profile.getUserFitAttributes, params: { userId: 1 } },
  { endpoint: profile.saveFitAttributes, body: { userId: 1, fitAttributeIds: [1] } },
  { endpoint: profile.clearFitAttributes, params: { userId: 1 } },
  { endpoint: profile.listAgeGroups },
  { endpoint: profile.getUserAgeGroup, params: { userId: 1 } },
  { endpoint: profile.saveAgeGroup, body: { userId: 1, ageGroupId: 1 } },
  { endpoint: profile.clearAgeGroup, params: { userId: 1 } },
  { endpoint: profile.listGenders },
  { endpoint: profile.getPreferredDepartment, params: { userId: 1 } },
  { endpoint: profile.setPreferredDepartment, body: { userId: 1, genderId: 1 } },
  { endpoint: profile.deactivatePreferredDepartment, params: { userId: 1 } },
  { endpoint: profile.listShoeSizes },
  { endpoint: profile.getUserShoeSize, params: { userId: 1 } },
  { endpoint: profile.saveShoeSize, body: { userId: 1, size: 8, width: 'Standard' } },
  { endpoint: profile.clearShoeSize, params: { userId: 1 } },
];

/** Every call that names a user, naming `{{userIdB}}` instead (sent with user A's token). */
const aimedAtB = calls
  .filter((call) => call.params ?? call.query ?? call.body)
  .map((call): Omit<CallStep, 'expect' | 'bearer'> => ({
    ...call,
    ...(call.params ? { params: { userId: '{{userIdB}}' } } : {}),
    ...(call.query ? { query: { userId: '{{userIdB}}' } } : {}),
    ...(call.body ? { body: { ...(call.body as object), userId: '{{userIdB}}' } } : {}),
  }));

export const profileCases: ParityCase[] = [
  {
    name: "profile: every call without a token (or with a forged one) answers 401 'Authentication required'",
    steps: [
      ...calls.map((call): CallStep => ({ ...call, expect: unauthenticated })),
      ...calls.map((call): CallStep => ({ ...call, bearer: 'not-a-token', expect: unauthenticated })),
    ],
  },
  {
    name: 'profile: the reference lists (fit attributes, age groups, genders, shoe sizes and widths)',
    steps: [
      signUp(),
      {
        endpoint: profile.listFitAttributes,
        bearer: '{{token}}',
        expect: { status: 200, body: { data: FIT_ATTRIBUTES as unknown as Expected } },
      },
      {
        endpoint: profile.listAgeGroups,
        bearer: '{{token}}',
        expect: { status: 200, body: { ageGroups: AGE_GROUPS as unknown as Expected } },
      },
      {
        endpoint: profile.listGenders,
        bearer: '{{token}}',
        expect: { status: 200, body: { genders: GENDERS as unknown as Expected } },
      },
      {
        endpoint: profile.listShoeSizes,
        bearer: '{{token}}',
        expect: {
          status: 200,
          body: {
            shoeSizes: SHOE_SIZES as unknown as Expected,
            widths: SHOE_SIZE_WIDTHS as unknown as Expected,
          },
        },
      },
    ],
  },
  {
    name: "profile: another user's id in a path, query or body answers 403, and that user's records stay",
    steps: [
      signUp('b', 'B'),
      {
        endpoint: profile.saveAgeGroup,
        ...ownBody('B'),
        body: { userId: '{{userIdB}}', ageGroupId: 2 },
        expect: {
          status: 200,
          body: {
            message: 'Age group saved successfully',
            userAgeGroup: { ageGroupId: 2, ageGroup: ageGroup('21-24') },
          },
        },
      },
      signUp('a'),
      ...aimedAtB.map((call): CallStep => ({ ...call, bearer: '{{token}}', expect: forbidden })),
      {
        endpoint: profile.getUserAgeGroup,
        ...own('B'),
        expect: {
          status: 200,
          body: { userAgeGroup: { ageGroupId: 2, ageGroup: ageGroup('21-24') } },
        },
      },
      {
        endpoint: users.getPhysicalStats,
        bearer: '{{tokenB}}',
        expect: { status: 200, body: { stats: null } },
      },
    ],
  },
  {
    name: 'profile: a userId that is not a whole number is a 400 in the path and the query',
    steps: [
      signUp(),
      {
        endpoint: profile.getUserFitAttributes,
        bearer: '{{token}}',
        params: { userId: 'abc' },
        expect: invalid('Invalid request: userId must be a whole number', {
          userId: 'must be a whole number',
        }),
      },
      {
        endpoint: users.clearPhysicalStats,
        bearer: '{{token}}',
        expect: invalid('Invalid request: userId is required', { userId: 'is required' }),
      },
    ],
  },
  {
    name: 'profile: height and weight — none (stats null, clear 404), save cm/kg, ft/lb, mixed; clear 204',
    steps: [
      signUp(),
      {
        endpoint: users.getPhysicalStats,
        bearer: '{{token}}',
        expect: { status: 200, body: { stats: null } },
      },
      {
        endpoint: users.clearPhysicalStats,
        bearer: '{{token}}',
        query: { userId: '{{userId}}' },
        expect: notFound('No height and weight saved'),
      },
      {
        endpoint: users.savePhysicalStats,
        bearer: '{{token}}',
        body: { userId: '{{userId}}', heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: 65 },
        expect: {
          status: 200,
          body: {
            message: 'Height and weight saved successfully',
            stats: { heightCm: 170, weightKg: 65, updated_at: any.isoDate() },
          },
        },
      },
      {
        endpoint: users.getPhysicalStats,
        bearer: '{{token}}',
        expect: { status: 200, body: { stats: { heightCm: 170, weightKg: 65, updated_at: any.isoDate() } } },
      },
      {
        endpoint: users.savePhysicalStats,
        bearer: '{{token}}',
        body: {
          userId: '{{userId}}',
          heightUnit: 'ft',
          weightUnit: 'lb',
          heightValue: 5.5,
          weightValue: 150,
        },
        expect: {
          status: 200,
          body: {
            message: 'Height and weight saved successfully',
            stats: { heightFt: 5.5, weightLb: 150, updated_at: any.isoDate() },
          },
        },
      },
      {
        endpoint: users.savePhysicalStats,
        bearer: '{{token}}',
        body: {
          userId: '{{userId}}',
          heightUnit: 'cm',
          weightUnit: 'lb',
          heightValue: 170.5,
          weightValue: 150.2,
        },
        expect: {
          status: 200,
          body: {
            message: 'Height and weight saved successfully',
            stats: { heightCm: 170.5, weightLb: 150.2, updated_at: any.isoDate() },
          },
        },
      },
      {
        endpoint: users.getPhysicalStats,
        bearer: '{{token}}',
        expect: {
          status: 200,
          body: { stats: { heightCm: 170.5, weightLb: 150.2, updated_at: any.isoDate() } },
        },
      },
      {
        endpoint: users.clearPhysicalStats,
        bearer: '{{token}}',
        query: { userId: '{{userId}}' },
        expect: { status: 204 },
      },
      {
        endpoint: users.getPhysicalStats,
        bearer: '{{token}}',
        expect: { status: 200, body: { stats: null } },
      },
    ],
  },
  {
    name: 'profile: height and weight — §5 checks on the server (> 0, numbers, units, upper bounds)',
    steps: [
      signUp(),
      ...(
        [
          [
            { heightUnit: 'cm', weightUnit: 'kg', heightValue: 0, weightValue: 65 },
            invalid('Invalid request: heightValue must be greater than 0', {
              heightValue: 'must be greater than 0',
            }),
          ],
          [
            { heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: '65' },
            invalid('Invalid request: weightValue must be a number', { weightValue: 'must be a number' }),
          ],
          [
            { heightUnit: 'm', weightUnit: 'kg', heightValue: 1.7, weightValue: 65 },
            invalid('Invalid request: heightUnit must be one of "cm", "ft"', {
              heightUnit: 'must be one of "cm", "ft"',
            }),
          ],
          [
            { heightUnit: 'cm', weightUnit: 'kg', heightValue: 300.1, weightValue: 65 },
            invalid('Invalid request: heightValue must be at most 300 cm', {
              heightValue: 'must be at most 300 cm',
            }),
          ],
          [
            { heightUnit: 'ft', weightUnit: 'lb', heightValue: 9.9, weightValue: 1100.5 },
            invalid(
              'Invalid request: heightValue must be at most 9.8 ft; weightValue must be at most 1100 lb',
              {
                heightValue: 'must be at most 9.8 ft',
                weightValue: 'must be at most 1100 lb',
              },
            ),
          ],
        ] as const
      ).map(([values, expect]): CallStep => ({
        endpoint: users.savePhysicalStats,
        bearer: '{{token}}',
        body: { userId: '{{userId}}', ...values },
        expect,
      })),
      {
        endpoint: users.savePhysicalStats,
        bearer: '{{token}}',
        body: {
          userId: '{{userId}}',
          heightUnit: 'ft',
          weightUnit: 'kg',
          heightValue: 9.8,
          weightValue: 500,
        },
        expect: {
          status: 200,
          body: {
            message: 'Height and weight saved successfully',
            stats: { heightFt: 9.8, weightKg: 500, updated_at: any.isoDate() },
          },
        },
      },
    ],
  },
  {
    name: 'profile: fit attributes — 404 none; save, read, re-save replaces (created_at kept); clear; 404 after',
    steps: [
      signUp(),
      { endpoint: profile.getUserFitAttributes, ...own(), expect: notFound('No fit attributes saved') },
      { endpoint: profile.clearFitAttributes, ...own(), expect: notFound('No fit attributes saved') },
      {
        endpoint: profile.saveFitAttributes,
        ...ownBody(),
        body: {
          userId: '{{userId}}',
          fitAttributeIds: [
            fitId('shoulder', 'Wide'),
            fitId('waist', 'Average'),
            fitId('thighs', 'Average'),
            fitId('hips', 'Narrow'),
          ],
        },
        expect: {
          status: 200,
          body: {
            message: 'Fit attributes saved successfully',
            userFitAttributes: {
              userId: '{{userId}}',
              shoulder: fitValue('shoulder', 'Wide'),
              waist: fitValue('waist', 'Average'),
              thighs: fitValue('thighs', 'Average'),
              hips: fitValue('hips', 'Narrow'),
              created_at: capture('fitCreated', any.isoDate()),
              updated_at: any.isoDate(),
            },
          },
        },
      },
      {
        endpoint: profile.getUserFitAttributes,
        ...own(),
        expect: {
          status: 200,
          body: {
            userFitAttributes: {
              userId: '{{userId}}',
              shoulder: fitValue('shoulder', 'Wide'),
              waist: fitValue('waist', 'Average'),
              thighs: fitValue('thighs', 'Average'),
              hips: fitValue('hips', 'Narrow'),
              created_at: '{{fitCreated}}',
              updated_at: '{{fitCreated}}',
            },
          },
        },
      },
      { advanceClockMs: 60_000 },
      // The same id twice is one choice; attributes not posted are cleared.
      {
        endpoint: profile.saveFitAttributes,
        ...ownBody(),
        body: { userId: '{{userId}}', fitAttributeIds: [fitId('waist', 'Wide'), fitId('waist', 'Wide')] },
        expect: {
          status: 200,
          body: {
            message: 'Fit attributes saved successfully',
            userFitAttributes: {
              userId: '{{userId}}',
              waist: fitValue('waist', 'Wide'),
              created_at: '{{fitCreated}}',
              updated_at: capture('fitUpdated', any.isoDate()),
            },
          },
        },
      },
      {
        endpoint: profile.getUserFitAttributes,
        ...own(),
        expect: {
          status: 200,
          body: {
            userFitAttributes: {
              userId: '{{userId}}',
              waist: fitValue('waist', 'Wide'),
              created_at: '{{fitCreated}}',
              updated_at: '{{fitUpdated}}',
            },
          },
        },
      },
      {
        endpoint: profile.clearFitAttributes,
        ...own(),
        expect: { status: 200, body: { message: 'Fit attributes have been removed successfully' } },
      },
      { endpoint: profile.getUserFitAttributes, ...own(), expect: notFound('No fit attributes saved') },
    ],
  },
  {
    name: 'profile: fit attributes — unknown option ids, two options of one attribute, an empty list: 400, nothing saved',
    steps: [
      signUp(),
      {
        endpoint: profile.saveFitAttributes,
        ...ownBody(),
        body: { userId: '{{userId}}', fitAttributeIds: [1, 13] },
        expect: invalid('Unknown fit attribute option id: 13', {
          fitAttributeIds: 'must be fit attribute option ids',
        }),
      },
      {
        endpoint: profile.saveFitAttributes,
        ...ownBody(),
        body: { userId: '{{userId}}', fitAttributeIds: [99, 13] },
        expect: invalid('Unknown fit attribute option ids: 99, 13', {
          fitAttributeIds: 'must be fit attribute option ids',
        }),
      },
      {
        endpoint: profile.saveFitAttributes,
        ...ownBody(),
        body: {
          userId: '{{userId}}',
          fitAttributeIds: [fitId('shoulder', 'Narrow'), fitId('shoulder', 'Wide')],
        },
        expect: invalid(
          `Choose at most one option per fit attribute (shoulder: ${fitId('shoulder', 'Narrow')}, ${fitId('shoulder', 'Wide')})`,
          { fitAttributeIds: 'must hold at most one option per attribute' },
        ),
      },
      {
        endpoint: profile.saveFitAttributes,
        ...ownBody(),
        body: { userId: '{{userId}}', fitAttributeIds: [] },
        expect: invalid('Invalid request: fitAttributeIds must have at least 1 item', {
          fitAttributeIds: 'must have at least 1 item',
        }),
      },
      { endpoint: profile.getUserFitAttributes, ...own(), expect: notFound('No fit attributes saved') },
    ],
  },
  {
    name: 'profile: age group — 404 none; save, read, re-save replaces; unknown id 400; clear; 404 after',
    steps: [
      signUp(),
      { endpoint: profile.getUserAgeGroup, ...own(), expect: notFound('No age group saved') },
      { endpoint: profile.clearAgeGroup, ...own(), expect: notFound('No age group saved') },
      {
        endpoint: profile.saveAgeGroup,
        ...ownBody(),
        body: { userId: '{{userId}}', ageGroupId: ageGroup('25-29').id },
        expect: {
          status: 200,
          body: {
            message: 'Age group saved successfully',
            userAgeGroup: { ageGroupId: ageGroup('25-29').id, ageGroup: ageGroup('25-29') },
          },
        },
      },
      {
        endpoint: profile.saveAgeGroup,
        ...ownBody(),
        body: { userId: '{{userId}}', ageGroupId: ageGroup('65+').id },
        expect: {
          status: 200,
          body: {
            message: 'Age group saved successfully',
            userAgeGroup: { ageGroupId: ageGroup('65+').id, ageGroup: ageGroup('65+') },
          },
        },
      },
      {
        endpoint: profile.saveAgeGroup,
        ...ownBody(),
        body: { userId: '{{userId}}', ageGroupId: AGE_GROUPS.length + 1 },
        expect: invalid(`Unknown age group id: ${AGE_GROUPS.length + 1}`, {
          ageGroupId: 'must be the id of an age group',
        }),
      },
      {
        endpoint: profile.saveAgeGroup,
        ...ownBody(),
        body: { userId: '{{userId}}', ageGroupId: 0 },
        expect: invalid('Invalid request: ageGroupId must be a positive number', {
          ageGroupId: 'must be a positive number',
        }),
      },
      {
        endpoint: profile.getUserAgeGroup,
        ...own(),
        expect: {
          status: 200,
          body: { userAgeGroup: { ageGroupId: ageGroup('65+').id, ageGroup: ageGroup('65+') } },
        },
      },
      {
        endpoint: profile.clearAgeGroup,
        ...own(),
        expect: { status: 200, body: { message: 'Age group has been removed successfully' } },
      },
      { endpoint: profile.getUserAgeGroup, ...own(), expect: notFound('No age group saved') },
      { endpoint: profile.clearAgeGroup, ...own(), expect: notFound('No age group saved') },
    ],
  },
  {
    name: 'profile: preferred department — 404 none; set, change; PUT deactivates (404 after, and again); set activates; unknown 400',
    steps: [
      signUp(),
      {
        endpoint: profile.getPreferredDepartment,
        ...own(),
        expect: notFound('No preferred department set'),
      },
      {
        endpoint: profile.deactivatePreferredDepartment,
        ...own(),
        expect: notFound('No preferred department set'),
      },
      {
        endpoint: profile.setPreferredDepartment,
        ...ownBody(),
        body: { userId: '{{userId}}', genderId: 1 },
        expect: {
          status: 200,
          body: {
            message: 'Preferred department saved successfully',
            department: { genderId: 1, gender: "Women's", isActive: true, updated_at: any.isoDate() },
          },
        },
      },
      {
        endpoint: profile.setPreferredDepartment,
        ...ownBody(),
        body: { userId: '{{userId}}', genderId: 3 },
        expect: {
          status: 200,
          body: {
            message: 'Preferred department saved successfully',
            department: { genderId: 3, gender: 'Unisex', isActive: true, updated_at: any.isoDate() },
          },
        },
      },
      {
        endpoint: profile.getPreferredDepartment,
        ...own(),
        expect: {
          status: 200,
          body: { department: { genderId: 3, gender: 'Unisex', isActive: true, updated_at: any.isoDate() } },
        },
      },
      // A client that always sends a JSON body: an empty object is no body at all.
      {
        endpoint: profile.deactivatePreferredDepartment,
        ...own(),
        body: {},
        expect: { status: 200, body: { message: 'The gender has been removed successfully' } },
      },
      {
        endpoint: profile.getPreferredDepartment,
        ...own(),
        expect: notFound('No preferred department set'),
      },
      {
        endpoint: profile.deactivatePreferredDepartment,
        ...own(),
        expect: notFound('No preferred department set'),
      },
      {
        endpoint: profile.setPreferredDepartment,
        ...ownBody(),
        body: { userId: '{{userId}}', genderId: GENDERS.length + 1 },
        expect: invalid(`Unknown department (gender) id: ${GENDERS.length + 1}`, {
          genderId: 'must be the id of a gender option',
        }),
      },
      {
        endpoint: profile.setPreferredDepartment,
        ...ownBody(),
        body: { userId: '{{userId}}', genderId: 2 },
        expect: {
          status: 200,
          body: {
            message: 'Preferred department saved successfully',
            department: { genderId: 2, gender: "Men's", isActive: true, updated_at: any.isoDate() },
          },
        },
      },
      {
        endpoint: profile.getPreferredDepartment,
        ...own(),
        expect: {
          status: 200,
          body: { department: { genderId: 2, gender: "Men's", isActive: true, updated_at: any.isoDate() } },
        },
      },
    ],
  },
  {
    name: 'profile: shoe size — 404 none; save a number, a half size sent as text; unknown size and width 400; clear',
    steps: [
      signUp(),
      { endpoint: profile.getUserShoeSize, ...own(), expect: notFound('No shoe size saved') },
      { endpoint: profile.clearShoeSize, ...own(), expect: notFound('No shoe size saved') },
      {
        endpoint: profile.saveShoeSize,
        ...ownBody(),
        body: { userId: '{{userId}}', size: 8, width: 'Standard' },
        expect: {
          status: 200,
          body: {
            message: 'Shoe size saved successfully',
            userShoeSize: {
              size: 8,
              width: 'Standard',
              shoeSizeId: shoeSizeId(8),
              created_at: capture('shoeCreated', any.isoDate()),
              updated_at: any.isoDate(),
            },
          },
        },
      },
      { advanceClockMs: 60_000 },
      {
        endpoint: profile.saveShoeSize,
        ...ownBody(),
        body: { userId: '{{userId}}', size: '9.5', width: 'Wide' },
        expect: {
          status: 200,
          body: {
            message: 'Shoe size saved successfully',
            userShoeSize: {
              size: 9.5,
              width: 'Wide',
              shoeSizeId: shoeSizeId(9.5),
              created_at: '{{shoeCreated}}',
              updated_at: capture('shoeUpdated', any.isoDate()),
            },
          },
        },
      },
      {
        endpoint: profile.saveShoeSize,
        ...ownBody(),
        body: { userId: '{{userId}}', size: 12.5, width: 'Wide' },
        expect: invalid('Unknown shoe size: 12.5', { size: 'must be one of the shoe sizes listed' }),
      },
      {
        endpoint: profile.saveShoeSize,
        ...ownBody(),
        body: { userId: '{{userId}}', size: 'M', width: 'Wide' },
        expect: invalid('Unknown shoe size: M', { size: 'must be one of the shoe sizes listed' }),
      },
      {
        endpoint: profile.saveShoeSize,
        ...ownBody(),
        body: { userId: '{{userId}}', size: 8, width: 'Extra wide' },
        expect: invalid('Invalid request: width must be one of "Narrow", "Standard", "Wide"', {
          width: 'must be one of "Narrow", "Standard", "Wide"',
        }),
      },
      {
        endpoint: profile.saveShoeSize,
        ...ownBody(),
        body: { userId: '{{userId}}', width: 'Wide' },
        expect: invalid('Invalid request: size is required', { size: 'is required' }),
      },
      {
        endpoint: profile.getUserShoeSize,
        ...own(),
        expect: {
          status: 200,
          body: {
            userShoeSize: {
              size: 9.5,
              width: 'Wide',
              shoeSizeId: shoeSizeId(9.5),
              created_at: '{{shoeCreated}}',
              updated_at: '{{shoeUpdated}}',
            },
          },
        },
      },
      {
        endpoint: profile.clearShoeSize,
        ...own(),
        expect: { status: 200, body: { message: 'Shoe size removed successfully' } },
      },
      { endpoint: profile.getUserShoeSize, ...own(), expect: notFound('No shoe size saved') },
    ],
  },
];
