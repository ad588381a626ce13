import { describe, expect, it } from 'vitest';
import { createRandom, hashString, mulberry32 } from './seeded-random';

describe('seeded randomness', () => {
  it('hashes strings with FNV-1a (reference values)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });

  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const first = mulberry32(42);
    const second = mulberry32(42);
    const sequence = Array.from({ length: 5 }, () => first());
    expect(Array.from({ length: 5 }, () => second())).toEqual(sequence);
    expect(mulberry32(43)()).not.toBe(sequence[0]);
    for (const value of sequence) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    const random = createRandom('bounds');
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('picks from a list, and refuses an empty one', () => {
    const random = createRandom('pick');
    expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    expect(() => random.pick([])).toThrow();
  });
});
