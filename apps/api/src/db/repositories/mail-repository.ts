import { desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { type MailMessageRow, mailMessages } from '../schema';

export async function insertMailMessage(
  db: Database,
  message: Omit<typeof mailMessages.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(mailMessages).values(message);
}

/** Newest first. */
export function listMailTo(db: Database, toNormalized: string, limit: number): Promise<MailMessageRow[]> {
  return db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.toNormalized, toNormalized))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}

/** The addresses that received mail most recently, newest first. */
export async function listRecentRecipients(db: Database, limit: number): Promise<string[]> {
  const latest = max(mailMessages.id);
  const rows = await db
    .select({ to: sql<string>`min(${mailMessages.to})`, latest })
    .from(mailMessages)
    .groupBy(mailMessages.toNormalized)
    .orderBy(desc(latest))
    .limit(limit);
  return rows.map((row) => row.to);
}
