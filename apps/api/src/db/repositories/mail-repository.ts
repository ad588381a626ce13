import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { type MailMessageRow, mailMessages } from '../schema';

export async function insertMailMessage(
  db: Database,
  message: Omit<typeof mailMessages.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(mailMessages).values(message);
}

/**
 * Which messages a reader sees: all of them (the public test domain), or only those of one
 * sandbox.
 */
export type MailReader = { readonly everything: true } | { readonly sandboxKey: string };

/** Newest first. */
export function listMailTo(
  db: Database,
  toNormalized: string,
  reader: MailReader,
  limit: number,
): Promise<MailMessageRow[]> {
  const address = eq(mailMessages.toNormalized, toNormalized);
  return db
    .select()
    .from(mailMessages)
    .where('everything' in reader ? address : and(address, eq(mailMessages.sandboxKey, reader.sandboxKey)))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}

/** The addresses that received the sandbox's mail most recently, newest first. */
export async function listRecentRecipients(
  db: Database,
  sandboxKey: string,
  limit: number,
): Promise<string[]> {
  const latest = max(mailMessages.id);
  const rows = await db
    .select({ to: sql<string>`min(${mailMessages.to})`, latest })
    .from(mailMessages)
    .where(eq(mailMessages.sandboxKey, sandboxKey))
    .groupBy(mailMessages.toNormalized)
    .orderBy(desc(latest))
    .limit(limit);
  return rows.map((row) => row.to);
}
