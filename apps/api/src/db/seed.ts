import { generateCatalogue } from '@shop/catalog';
import { qaPersonaForEmail, type QaPersonaKind, qaPersonas } from '@shop/core/qa';
import { PIN_CODES } from '@shop/core/addresses';
import { type Product } from '@shop/core/products';
import { AGE_GROUPS, FIT_ATTRIBUTES, GENDERS, SHOE_SIZES } from '@shop/core/profile';
import { type DemoAccountKind, demoAccounts, normalizeEmail } from '@shop/core/users';
import { inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from './connect';
import { findTakenEmails, insertUserUnlessTaken, setPersonaIfUnset } from './repositories/users-repository';
import { ageGroups, categories, fitAttributeOptions, genders, pinCodes, products, shoeSizes } from './schema';

/** Well under PostgreSQL's 65,535 bind parameters per statement (17 columns a row). */
const ROWS_PER_INSERT = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `categories.slug` is the joined category's slug, not a column of its own. */
function toProductRow({ categories: _joined, ...row }: Product): typeof products.$inferInsert {
  return row;
}

export interface SeedResult {
  readonly categories: number;
  readonly products: number;
}

/**
 * Idempotent catalogue seed (ARCHITECTURE.md "Catalogue"): rows that exist are left alone, so a
 * restart never overwrites data and a new generator version only adds what is missing. Returns
 * how many rows were inserted.
 */
export async function seedCatalogue(db: Database): Promise<SeedResult> {
  const catalogue = generateCatalogue();
  // Every start lands here: reading which ids exist is one query, where upserting every row of an
  // already seeded catalogue took most of a first start's second (with the build's initial data).
  const [seededCategories, seededProducts] = await Promise.all([
    db.$count(
      categories,
      inArray(
        categories.id,
        catalogue.categories.map((category) => category.id),
      ),
    ),
    db.$count(
      products,
      inArray(
        products.id,
        catalogue.products.map((product) => product.id),
      ),
    ),
  ]);
  if (seededCategories === catalogue.categories.length && seededProducts === catalogue.products.length) {
    return { categories: 0, products: 0 };
  }
  return db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(catalogue.categories)
      .onConflictDoNothing()
      .returning({ id: categories.id });
    let insertedProducts = 0;
    for (const batch of chunks(catalogue.products.map(toProductRow), ROWS_PER_INSERT)) {
      const rows = await tx
        .insert(products)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: products.id });
      insertedProducts += rows.length;
    }
    return { categories: insertedCategories.length, products: insertedProducts };
  });
}

interface SeededAccount {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly demoKind: DemoAccountKind | null;
  readonly persona: QaPersonaKind | null;
}

/** The sign-in panel's demo accounts, then the /qa page's other personas (slow, error, visual). */
function seededAccounts(): SeededAccount[] {
  const demo = demoAccounts.map((account) => ({
    ...account,
    demoKind: account.kind,
    persona: qaPersonaForEmail(account.email),
  }));
  const personas = qaPersonas
    .filter((persona) => !demo.some((account) => normalizeEmail(account.email) === persona.email))
    .map((persona) => ({ ...persona, demoKind: null, persona: persona.kind }));
  return [...demo, ...personas];
}

/**
 * The demo accounts of @shop/core (standard, locked, problem) and the QA personas' accounts,
 * idempotently: an account that exists is left alone (only its persona is filled in when a newer
 * seed knows it). Only missing ones are hashed (argon2 costs ~10 ms each). Returns how many were
 * inserted.
 */
export async function seedDemoAccounts(
  db: Database,
  hashPassword: (password: string) => Promise<string>,
  now: Date = new Date(),
): Promise<number> {
  const accounts = seededAccounts();
  const taken = await findTakenEmails(
    db,
    accounts.map((account) => normalizeEmail(account.email)),
  );
  let inserted = 0;
  // In order, so a fresh database numbers the demo accounts 1, 2, 3.
  for (const account of accounts) {
    const emailNormalized = normalizeEmail(account.email);
    if (taken.has(emailNormalized)) {
      if (account.persona) await setPersonaIfUnset(db, emailNormalized, account.persona);
      continue;
    }
    const row = await insertUserUnlessTaken(db, {
      email: account.email,
      emailNormalized,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: await hashPassword(account.password),
      demoKind: account.demoKind,
      persona: account.persona,
      lockedAt: account.demoKind === 'locked' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    if (row) inserted++;
  }
  return inserted;
}

/**
 * The profile's reference data (age groups, fit attribute options, genders, shoe sizes) exactly as
 * @shop/core's content/profile-reference.ts has it, so an id means the same option to the server,
 * the mocks and the stories. Upserts by id: a row changed in core is changed here at the next start;
 * rows are never deleted (a user's saved choice may point at one).
 */
export async function seedProfileReference(db: Database): Promise<void> {
  const fitOptions = FIT_ATTRIBUTES.flatMap((attribute, displayOrder) =>
    attribute.options.map((option) => ({
      id: option.id,
      attributeName: attribute.attributeName,
      category: attribute.category,
      value: option.value,
      displayOrder,
    })),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(ageGroups)
      .values([...AGE_GROUPS])
      .onConflictDoUpdate({ target: ageGroups.id, set: { ageRange: sql`excluded.age_range` } });
    await tx
      .insert(fitAttributeOptions)
      .values(fitOptions)
      .onConflictDoUpdate({
        target: fitAttributeOptions.id,
        set: {
          attributeName: sql`excluded.attribute_name`,
          category: sql`excluded.category`,
          value: sql`excluded.value`,
          displayOrder: sql`excluded.display_order`,
        },
      });
    await tx
      .insert(genders)
      .values([...GENDERS])
      .onConflictDoUpdate({ target: genders.id, set: { gender: sql`excluded.gender` } });
    await tx
      .insert(shoeSizes)
      .values([...SHOE_SIZES])
      .onConflictDoUpdate({ target: shoeSizes.id, set: { size: sql`excluded.size` } });
  });
}

/**
 * The PIN codes the shop delivers to, exactly as @shop/core's PIN_CODES has them (upserted by PIN,
 * never deleted: a saved address may point at one).
 */
export async function seedPinCodes(db: Database): Promise<void> {
  await db
    .insert(pinCodes)
    .values([...PIN_CODES])
    .onConflictDoUpdate({
      target: pinCodes.pin,
      set: {
        city: sql`excluded.city`,
        state: sql`excluded.state`,
        stateCode: sql`excluded.state_code`,
        cod: sql`excluded.cod`,
      },
    });
}

export interface StartupSeedResult extends SeedResult {
  readonly demoAccounts: number;
}

/**
 * What a server seeds at start (main.ts; the test template too): the catalogue, the profile's
 * reference data and the PIN codes always, the demo accounts only in demo mode (CONVENTIONS "Server": never in
 * production without the explicit flag).
 */
export async function seedDatabase(
  db: Database,
  config: Pick<AppConfig, 'demoMode'>,
  hashPassword: (password: string) => Promise<string>,
): Promise<StartupSeedResult> {
  const catalogue = await seedCatalogue(db);
  await seedProfileReference(db);
  await seedPinCodes(db);
  const demo = config.demoMode ? await seedDemoAccounts(db, hashPassword) : 0;
  return { ...catalogue, demoAccounts: demo };
}
