import { describe, expect, it } from 'vitest';
import { sentencesOf } from './sentences';

describe('sentencesOf', () => {
  it('cuts after each sentence and keeps the text whole', () => {
    const text = 'ShopLane is a working shop. Everything here is real enough to automate: a server!';
    expect(sentencesOf(text)).toEqual([
      'ShopLane is a working shop. ',
      'Everything here is real enough to automate: a server!',
    ]);
    expect(sentencesOf(text).join('')).toBe(text);
  });

  it('leaves a full stop inside a word or a number alone', () => {
    expect(sentencesOf("It stores 'demo.welcomeTour.seen' for 3.5 days.")).toEqual([
      "It stores 'demo.welcomeTour.seen' for 3.5 days.",
    ]);
  });
});
