import { z } from 'zod/mini';
import { contractRegistry } from './registry';

// Its own module: what every page's first load needs of the account area (the stored session's
// user, recognising the sign-out call), without its endpoint table and request schemas (users.ts).
/** The user as the account calls return it (spec §3, field names exact). */
export const UserSchema = z
  .object({
    userId: z.int(),
    emailId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .register(contractRegistry, { id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** Sign-out's endpoint id, for code that must recognise the call without loading the table. */
export const SIGN_OUT_ENDPOINT_ID = 'users.signOut';
