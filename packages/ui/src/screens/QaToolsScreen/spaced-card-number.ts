/**
 * A test card's number in the groups a card prints it in, so a learner can read and type it:
 * 4111111111111111 → '4111 1111 1111 1111'; American Express (15 digits) groups 4 6 5.
 */
export function spacedCardNumber(number: string): string {
  const groups = number.length === 15 ? [4, 6, 5] : [4, 4, 4, 4];
  let at = 0;
  return groups.map((size) => number.slice(at, (at += size))).join(' ');
}
