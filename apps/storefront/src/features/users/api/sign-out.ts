/**
 * Revokes the token on the server; the caller ends the session locally whatever happens (§4).
 * A plain call, not a mutation: nothing watches its state. The header offers Sign Out on every
 * page, but the call (with the account area's endpoint table) loads only when a shopper signs out.
 */
export const signOut = () => import('./sign-out-call').then((call) => call.signOut());
