import { demoAccount, demoAccounts, normalizeEmail } from '@shop/core/users';
import { qaPersonas } from '@shop/core/qa';
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { seedDatabase, seedDemoAccounts } from '../src/db/seed';
import { users } from '../src/db/schema';
import { PasswordHasher } from '../src/services/password-hasher';
import { buildTestApp, signIn, type TestApp } from './helper';

const hasher = new PasswordHasher();
const hash = (password: string) => hasher.hash(password);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const demoRows = () =>
  t.db
    .select({ id: users.id, email: users.email, kind: users.demoKind, lockedAt: users.lockedAt })
    .from(users)
    .where(isNotNull(users.demoKind))
    .orderBy(asc(users.id));

/** The sign-in panel's demo accounts and the /qa page's other personas (problem is both). */
const SEEDED_ACCOUNTS =
  demoAccounts.length + qaPersonas.filter((persona) => persona.kind !== 'problem').length;

/** The seeded accounts: no twin (a sign-in in a sandbox makes those) and no test's own account. */
const seededRows = () =>
  t.db
    .select()
    .from(users)
    .where(or(isNotNull(users.demoKind), and(isNotNull(users.persona), isNull(users.twinOf))))
    .orderBy(asc(users.id));

describe('demo accounts', () => {
  it('are seeded with the e-mails, names and kinds of @shop/core, numbered 1–3, then the other personas', async () => {
    const rows = await seededRows();
    const personasBeyondDemo = qaPersonas.filter((persona) => persona.kind !== 'problem');
    expect(
      rows.map((row) => [row.id, row.email, row.firstName, row.lastName, row.demoKind, row.persona]),
    ).toEqual([
      ...demoAccounts.map((account, index) => [
        index + 1,
        account.email,
        account.firstName,
        account.lastName,
        account.kind,
        account.kind === 'problem' ? 'problem' : null,
      ]),
      ...personasBeyondDemo.map((persona, index) => [
        demoAccounts.length + index + 1,
        persona.email,
        persona.firstName,
        persona.lastName,
        null,
        persona.kind,
      ]),
    ]);
    expect(rows.map((row) => row.lockedAt !== null)).toEqual([
      ...demoAccounts.map((account) => account.kind === 'locked'),
      ...personasBeyondDemo.map(() => false),
    ]);
    const passwords = [...demoAccounts, ...personasBeyondDemo].map((account) => account.password);
    for (const [index, row] of rows.entries()) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await hasher.verify(row.passwordHash ?? '', passwords[index] ?? '')).toBe(true);
    }
  });

  it('give the problem account its persona when an older database has it without one', async () => {
    const problem = normalizeEmail(demoAccount('problem').email);
    await t.db.update(users).set({ persona: null }).where(eq(users.emailNormalized, problem));
    expect(await seedDemoAccounts(t.db, hash)).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.emailNormalized, problem));
    expect(row?.persona).toBe('problem');
  });

  it('are seeded idempotently and never get a changed password back', async () => {
    const standard = demoAccount('standard');
    const changed = await hash('Changed#Pass77');
    await t.db
      .update(users)
      .set({ passwordHash: changed })
      .where(eq(users.emailNormalized, normalizeEmail(standard.email)));

    expect(await seedDemoAccounts(t.db, hash)).toBe(0);
    expect(await seededRows()).toHaveLength(SEEDED_ACCOUNTS);
    // The old password is checked on the row, not by a failed sign-in on the shared demo account.
    const [row] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.emailNormalized, normalizeEmail(standard.email)));
    expect(await hasher.verify(row?.passwordHash ?? '', standard.password)).toBe(false);
    expect((await signIn(t.app, standard.email, 'Changed#Pass77')).statusCode).toBe(200);
  });

  it('are seeded only in demo mode: never in production without DEMO_MODE=1', async () => {
    await t.db.delete(users);

    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.demoMode).toBe(false);
    expect((await seedDatabase(t.db, production, hash)).demoAccounts).toBe(0);
    expect(await demoRows()).toEqual([]);

    const explicit = loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' });
    expect((await seedDatabase(t.db, explicit, hash)).demoAccounts).toBe(SEEDED_ACCOUNTS);
    const rows = await demoRows();
    expect(rows.map((row) => row.kind)).toEqual(['standard', 'locked', 'problem']);
    expect(rows.map((row) => row.lockedAt === null)).toEqual([true, false, true]);

    const locked = demoAccount('locked');
    expect((await signIn(t.app, locked.email, locked.password)).statusCode).toBe(423);
  });
});
