import { codeSpans } from './code-spans';

/** A catalogue text with its backtick spans as <code> elements (see codeSpans). */
export function CodeText({ text }: { readonly text: string }) {
  return codeSpans(text).map((run, index) =>
    // The runs of one fixed text never reorder, so their position is a stable key.
    run.code ? <code key={index}>{run.text}</code> : run.text,
  );
}
