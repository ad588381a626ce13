/**
 * A text cut after each sentence, every piece keeping its own spaces, so the pieces read the same
 * text whole (`textContent` is unchanged). A full stop inside a word or a number (`3.5`,
 * `demo.welcomeTour.seen`) ends nothing.
 */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?] )(?=\S)/);
}
