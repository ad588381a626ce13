import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type PgliteHandle } from '../src/db/connect';
import type { ThreadedPglite } from '../src/db/pglite-thread/client';

/*
 * The embedded database in its own thread (src/db/pglite-thread/): what crosses between the
 * threads — rows, PostgreSQL's errors, transactions, notices and the data folder — arrives as
 * PGlite in the server's thread gave it. The server's own suites run through it on the embedded
 * engine (api-engine); these are the edges they do not reach. Skipped on PostgreSQL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

let handle: PgliteHandle;
let client: ThreadedPglite;
// One database for the file (a new one runs initdb: seconds); a fresh table for each test.
beforeAll(async () => {
  if (onPostgres) return;
  handle = await openPglite();
  client = handle.client;
});
afterAll(() => handle?.close());
beforeEach(async () => {
  if (onPostgres) return;
  await client.exec(
    'DROP TABLE IF EXISTS notes; CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz DEFAULT now())',
  );
});

const count = async () =>
  (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')).rows[0]?.n;

describe.skipIf(onPostgres)('PGlite in its own thread', () => {
  it('answers a statement with its rows, in either row mode, timestamps as text when asked', async () => {
    await client.query('INSERT INTO notes (id, body) VALUES ($1, $2), ($3, $4)', [1, 'first', 2, 'second']);
    const objects = await client.query<{ id: number; body: string }>(
      'SELECT id, body FROM notes ORDER BY id',
    );
    expect(objects.rows).toEqual([
      { id: 1, body: 'first' },
      { id: 2, body: 'second' },
    ]);
    const keepText = { [types.TIMESTAMPTZ]: (value: string) => value };
    const arrays = await client.query<unknown[]>('SELECT id, at FROM notes WHERE id = $1', [1], {
      rowMode: 'array',
      parsers: keepText,
    });
    expect(arrays.rows[0]?.[0]).toBe(1);
    expect(arrays.rows[0]?.[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  });

  it('refuses a parser that would change a value: functions cannot cross to the thread', () => {
    expect(() =>
      client.query('SELECT 1', [], { parsers: { [types.INT4]: (value: string) => Number(value) } }),
    ).toThrow('Only parsers that keep a value');
  });

  it("rejects a failed statement with PostgreSQL's code and message, and goes on answering", async () => {
    await client.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['first']);
    const failed = client.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['again']);
    await expect(failed).rejects.toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "notes_pkey"',
      constraint: 'notes_pkey',
    });
    await expect(failed).rejects.toBeInstanceOf(Error);
    expect(await count()).toBe(1);
  });

  it('commits a transaction whose work resolves, and returns what it returned', async () => {
    const result = await client.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['kept']);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')).rows[0]?.n;
    });
    expect(result).toBe(1);
    expect(await count()).toBe(1);
  });

  it('rolls a transaction back when its work throws, and rethrows that error', async () => {
    const mistake = new Error('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['dropped']);
        throw mistake;
      }),
    ).rejects.toBe(mistake);
    expect(await count()).toBe(0);
  });

  it('rolls back when a statement inside fails, and when told to; a closed transaction takes no more', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['dropped']);
        await tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['clash']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    let closedTx: Parameters<Parameters<ThreadedPglite['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES (2, $1)', ['dropped too']);
      await tx.rollback();
      closedTx = tx;
      expect(tx.closed).toBe(true);
    });
    expect(await count()).toBe(0);
    expect(() => closedTx?.query('SELECT 1')).toThrow('Transaction is closed');
  });

  it('runs statements from outside an open transaction after it, so they see its outcome', async () => {
    let outside: Promise<number | undefined> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['inside']);
      outside = count();
      await tx.query('INSERT INTO notes (id, body) VALUES (2, $1)', ['inside too']);
    });
    expect(await outside).toBe(2);
  });

  it("hands a write's notices to their listener before the write's own promise resolves", async () => {
    const heard: string[] = [];
    const stop = await client.listen('notes_changed', (payload) => heard.push(payload));
    await client.query("SELECT pg_notify('notes_changed', 'alone')");
    expect(heard).toEqual(['alone']);
    await client.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('notes_changed', 'in a transaction')");
      // PostgreSQL delivers a transaction's notices at its commit.
      expect(heard).toEqual(['alone']);
    });
    expect(heard).toEqual(['alone', 'in a transaction']);
    await stop();
    await client.query("SELECT pg_notify('notes_changed', 'after')");
    expect(heard).toEqual(['alone', 'in a transaction']);
  });

  it('dumps its data folder, from which another database starts with the same rows', async () => {
    await client.query('INSERT INTO notes (id, body) VALUES (7, $1)', ['carried']);
    const dump = await client.dumpDataDir('none');
    const copy = await openPglite({ loadDataDir: dump });
    try {
      expect((await copy.client.query<{ body: string }>('SELECT body FROM notes')).rows).toEqual([
        { body: 'carried' },
      ]);
    } finally {
      await copy.close();
    }
  });

  it('once closed, ends its thread and refuses every statement', async () => {
    const other = await openPglite({ loadDataDir: await client.dumpDataDir('none') });
    await other.close();
    expect(other.client.closed).toBe(true);
    await expect(other.client.query('SELECT 1')).rejects.toThrow('The database thread ended');
    await other.close();
  });
});
