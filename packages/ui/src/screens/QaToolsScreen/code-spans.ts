/** A run of a catalogue text: plain words, or a `code` span (an id, a header, a JSON field). */
export interface TextRun {
  readonly code: boolean;
  readonly text: string;
}

/**
 * The catalogue's texts (the API quirks' `wrong` and `right`) mark code with backticks, as
 * Markdown does: 'A `total` of text' → plain 'A ', code 'total', plain ' of text'. A lone backtick
 * stays as it is. The page renders the runs as elements: no HTML is ever built from a string.
 */
export function codeSpans(text: string): TextRun[] {
  // split() with a capturing group alternates: plain text at even indexes, a span's inside at odd.
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => ({ code: index % 2 === 1, text: part }))
    .filter((run) => run.text !== '');
}
