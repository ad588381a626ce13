/**
 * The password rule in words (§5, §9).
 * Part of texts/index.ts, where every text is listed (see there); a module per area so a
 * page's download carries only the texts of what it shows.
 */

/**
 * The password rule of §5/§9 in words, shown under every new-password field before the user
 * fails it ('Password too weak' alone never says what is needed). Our text: the spec has none.
 */
export const passwordRuleMessages = {
  hint: 'Use at least 8 characters with uppercase, lowercase, number, and special character. No spaces or common passwords.',
} as const;
