import { escapeHtml } from '@shop/core';
import DOMPurify, { type Config } from 'dompurify';

/**
 * What a document may contain (spec §2 "Document modal": a title and an HTML body): text
 * structure only. No scripts, styles, frames, forms, images or media; no attributes but a link's
 * `href` and `title`, so no event handlers, inline styles, ids or classes either.
 */
export const SANITIZE_ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'em',
  'strong',
  'b',
  'i',
] as const;
export const SANITIZE_ALLOWED_ATTRIBUTES = ['href', 'title'] as const;

/** Web, mail and phone links and same-site paths or fragments; everything else (javascript:, data:, vbscript: …) is dropped. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const config: Config = {
  ALLOWED_TAGS: [...SANITIZE_ALLOWED_TAGS],
  ALLOWED_ATTR: [...SANITIZE_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Controls go with their text (a stray 'Pay' from a smuggled form means nothing in a document);
  // scripts, styles, frames and media already go whole.
  ADD_FORBID_CONTENTS: ['form', 'button', 'select', 'textarea', 'option', 'label', 'fieldset'],
  // Document bodies are fragments: never a whole <html>, never DOM nodes.
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/**
 * A DOMPurify instance of our own, so the link hook below never leaks into other users of the
 * shared default instance. Created on first use (it needs a DOM).
 */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans HTML before it is rendered: only the allow-listed tags and attributes survive, unsafe
 * URLs are removed, and every link gets `rel="noopener noreferrer"`. Without a DOM (where
 * DOMPurify cannot work and would hand the input back unchanged) it fails closed: the whole input
 * is escaped and shows as text.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return escapeHtml(html);
  return instance.sanitize(html, config);
}
