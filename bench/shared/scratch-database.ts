import pg from 'pg';

/**
 * A fresh PostgreSQL database for one bench run, on the server of the given DATABASE_URL: the
 * benches write accounts, carts and orders by the thousand, which must not land in the database the
 * URL names. Dropped at the end (the crash-safety bench keeps it when a write was lost).
 */

export interface ScratchDatabase {
  /** The given URL with the scratch database's name. */
  readonly url: string;
  readonly name: string;
  /** SQL on the scratch database (the bench raises the stock before the load). */
  query(sql: string): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'shop-bench-scratch-database' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `tag` names the database's purpose: `load`, `crash`, one per catalogue size… */
export async function createScratchDatabase(databaseUrl: string, tag: string): Promise<ScratchDatabase> {
  const url = new URL(databaseUrl);
  const given = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  // PostgreSQL names stop at 63 bytes; the pid keeps two runs side by side apart.
  const name = `${given.slice(0, 40)}_${tag}_${process.pid}`;
  await connected(databaseUrl, (client) => client.query(`CREATE DATABASE ${quoted(name)}`));
  url.pathname = `/${encodeURIComponent(name)}`;
  const scratchUrl = url.toString();
  return {
    url: scratchUrl,
    name,
    query: (sql) => connected(scratchUrl, (client) => client.query(sql)),
    // From the given database, never the one dropped; FORCE ends the connections left.
    drop: async () => {
      await connected(databaseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`),
      );
    },
  };
}
