import type { Address, AddressInput, PinCodeEntry } from '@shop/core/addresses';
import type { AddressType } from '@shop/core/checkout';
import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { rowsOf } from './rows-of';

/** The address fields a user writes (city and state come from the PIN), as the form cleaned them. */
export type AddressValues = Omit<AddressInput, 'type'> & { readonly type: AddressType };

export async function findPin(db: Database, pin: string): Promise<PinCodeEntry | undefined> {
  const result = await db.execute(sql`
    SELECT pin, city, state, state_code AS "stateCode", cod FROM pin_codes WHERE pin = ${pin}`);
  return rowsOf<PinCodeEntry>(result)[0];
}

const ADDRESS_COLUMNS = sql`a.id, a.full_name AS "fullName", a.mobile, a.line1, a.line2, a.landmark, a.pin,
  p.city, p.state, a.type`;

/** An address with its PIN's state code (the GST split needs it). */
export type AddressRow = Address & { readonly stateCode: string; readonly cod: boolean };

export async function findAddresses(db: Database, userId: number): Promise<Address[]> {
  const result = await db.execute(sql`
    SELECT ${ADDRESS_COLUMNS}
    FROM addresses a JOIN pin_codes p ON p.pin = a.pin
    WHERE a.user_id = ${userId}::int
    ORDER BY a.id DESC`);
  return rowsOf<Address>(result);
}

/** One of the user's addresses (another user's id reads as none). */
export async function findAddress(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const result = await db.execute(sql`
    SELECT ${ADDRESS_COLUMNS}, p.state_code AS "stateCode", p.cod
    FROM addresses a JOIN pin_codes p ON p.pin = a.pin
    WHERE a.user_id = ${userId}::int AND a.id = ${id}::int`);
  return rowsOf<AddressRow>(result)[0];
}

/**
 * Inserts unless the user already has `limit` addresses, in one statement: two parallel saves at
 * the limit cannot both pass a count read before them. Returns the new id, or undefined at the limit.
 */
export async function insertAddressWithin(
  db: Database,
  userId: number,
  values: AddressValues,
  limit: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // The user's row, locked: saves of one user queue here, so the count below stays true.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId}::int FOR UPDATE`);
    const result = await tx.execute(sql`
      INSERT INTO addresses (user_id, full_name, mobile, line1, line2, landmark, pin, type)
      SELECT ${userId}::int, ${values.fullName}, ${values.mobile}, ${values.line1}, ${values.line2},
             ${values.landmark}, ${values.pin}, ${values.type}
      WHERE (SELECT count(*) FROM addresses WHERE user_id = ${userId}::int) < ${limit}::int
      RETURNING id`);
    return rowsOf<{ id: number }>(result)[0]?.id;
  });
}

export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE addresses SET full_name = ${values.fullName}, mobile = ${values.mobile}, line1 = ${values.line1},
      line2 = ${values.line2}, landmark = ${values.landmark}, pin = ${values.pin}, type = ${values.type}
    WHERE user_id = ${userId}::int AND id = ${id}::int
    RETURNING id`);
  return rowsOf(result).length > 0;
}

export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    DELETE FROM addresses WHERE user_id = ${userId}::int AND id = ${id}::int RETURNING id`);
  return rowsOf(result).length > 0;
}
