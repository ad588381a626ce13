import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeHtml(html);
  return root;
}

describe('sanitizeHtml', () => {
  it('keeps paragraphs, headings, lists, links and emphasis', () => {
    const html =
      '<h3>Orders</h3><p>Text <strong>bold</strong> <em>em</em> <b>b</b> <i>i</i><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><a href="https://example.com" title="t">x</a>';
    const root = parse(html);
    for (const tag of ['h3', 'p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li', 'a']) {
      expect(root.querySelector(tag), tag).not.toBeNull();
    }
    expect(root.querySelector('a')?.getAttribute('title')).toBe('t');
  });

  it('removes scripts, styles, frames, forms, images and media with their content', () => {
    const root = parse(
      '<script>alert(1)</script><style>p{}</style><iframe src="https://e.x"></iframe>' +
        '<form><input><button>Go</button><textarea></textarea><select></select></form>' +
        '<img src=x><video></video><object></object><embed><svg></svg><math></math><p>ok</p>',
    );
    expect(root.innerHTML).toBe('<p>ok</p>');
  });

  it('removes event handlers, inline styles, classes, ids and data attributes', () => {
    const root = parse(
      '<p onclick="x()" onmouseover="y()" style="color:red" class="c" id="i" data-x="1">t</p>',
    );
    expect(root.innerHTML).toBe('<p>t</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
  ])('drops the unsafe URL %s', (href) => {
    const link = parse(`<a href="${href}">x</a>`).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it.each([
    'https://example.com/a',
    'http://example.com',
    'mailto:support@shoplane.test',
    'tel:+911234',
    '/help',
    '#top',
  ])('keeps the safe URL %s', (href) => {
    expect(parse(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(href);
  });

  it('gives every link rel="noopener noreferrer" and drops target', () => {
    const link = parse('<a href="https://e.x" target="_blank" rel="opener">x</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('does not change the shared DOMPurify instance', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeHtml('<a href="https://e.x">x</a>');
    expect(DOMPurify.sanitize('<a href="https://e.x">x</a>')).toBe('<a href="https://e.x">x</a>');
  });
});
