import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// Runs in the node project: no window, so DOMPurify cannot work here.
describe('sanitizeHtml without a DOM', () => {
  it('fails closed: the whole input is escaped and shows as text', () => {
    expect(sanitizeHtml(`<p onclick="x()">Tom & Jerry's</p>`)).toBe(
      '&lt;p onclick=&quot;x()&quot;&gt;Tom &amp; Jerry&#39;s&lt;/p&gt;',
    );
  });
});
