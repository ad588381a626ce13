import { apiQuirks } from '@shop/core/qa';
import { describe, expect, it } from 'vitest';
import { codeSpans } from './code-spans';

describe('codeSpans', () => {
  it('splits backtick spans out of the plain text', () => {
    expect(codeSpans('`stats.updated_at` is a number, not `null`.')).toEqual([
      { code: true, text: 'stats.updated_at' },
      { code: false, text: ' is a number, not ' },
      { code: true, text: 'null' },
      { code: false, text: '.' },
    ]);
  });

  it('leaves a text without spans, and a lone backtick, as one plain run', () => {
    expect(codeSpans('201 Created with {message, user, token}.')).toEqual([
      { code: false, text: '201 Created with {message, user, token}.' },
    ]);
    expect(codeSpans('a ` b')).toEqual([{ code: false, text: 'a ` b' }]);
  });

  it('keeps every character of the quirks’ texts but the backticks', () => {
    for (const quirk of apiQuirks) {
      for (const text of [quirk.wrong, quirk.right]) {
        const runs = codeSpans(text);
        expect(runs.map((run) => run.text).join('')).toBe(text.replace(/`([^`]+)`/g, '$1'));
      }
    }
  });
});
