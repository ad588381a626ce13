/**
 * Takes what the server wrote into the page for the scripts in a `<script type="application/json">`
 * (the first screen's data, the list of script files): its parsed content, and the element leaves
 * the page so nothing reads it twice. Undefined when the page has none, or when it cannot be read
 * (a page cut short in transit): the caller then does without. Imports nothing, as the entry chunk
 * uses it before any other script is asked for.
 */
export function takePageDataBlock(id: string): unknown {
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
