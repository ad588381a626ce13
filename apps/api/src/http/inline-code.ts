/** The code written into an HTML page itself, which a strict CSP allows only by its hash. */
export interface InlineCode {
  /** The text of each `<style>` element. */
  readonly styles: readonly string[];
  /** The text of each `<script>` element without `src`. */
  readonly scripts: readonly string[];
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;

/**
 * The inline `<style>` and `<script>` texts of a page we serve as it was built (the storefront's
 * index.html and prerendered pages), exactly as the browser hashes them. Enough for our own build
 * output, which never hides `</style>` or `</script>` inside an element; not a general HTML parser.
 */
export function inlineCodeOf(html: string): InlineCode {
  const markup = html.replace(HTML_COMMENT, '');
  const styles = [...markup.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? '');
  const scripts = [...markup.matchAll(SCRIPT_ELEMENT)]
    .filter((match) => !SRC_ATTRIBUTE.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
  return { styles, scripts };
}
