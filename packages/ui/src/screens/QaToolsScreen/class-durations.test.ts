import { CLASS_LONGEST_MS, CLASS_SHORTEST_MS } from '@shop/core/qa';
import { describe, expect, it } from 'vitest';
import { classDurationLabel, classDurationsMinutes, DEFAULT_CLASS_DURATION_MINUTES } from './class-durations';

describe('the start form’s class durations', () => {
  it('offers only what the server takes, shortest first, the default among them', () => {
    for (const minutes of classDurationsMinutes) {
      expect(minutes * 60_000).toBeGreaterThanOrEqual(CLASS_SHORTEST_MS);
      expect(minutes * 60_000).toBeLessThanOrEqual(CLASS_LONGEST_MS);
    }
    expect([...classDurationsMinutes].sort((a, b) => a - b)).toEqual([...classDurationsMinutes]);
    expect(classDurationsMinutes).toContain(DEFAULT_CLASS_DURATION_MINUTES);
  });

  it('names a duration in words', () => {
    expect(classDurationsMinutes.map(classDurationLabel)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '2 hours',
      '3 hours',
      '1 day',
      '7 days',
    ]);
  });
});
