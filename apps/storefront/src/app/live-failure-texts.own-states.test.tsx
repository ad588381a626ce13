import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import {
  describeLiveJourneys,
  liveJourneyGroups,
  uncoveredLiveShopTexts,
} from '../../test/live-failure-journeys';

/** Every §8 text of the live shop, from the live-scenario registry: see test/live-failure-journeys.tsx. */
describeLiveJourneys(['live screens’ own states']);

it('every §8 text the live shop shows for a failed or empty call has a journey above', () => {
  expect(uncoveredLiveShopTexts()).toEqual([]);
});

it('the live-failure-texts files run every group of journeys, each once', () => {
  const folder = dirname(expect.getState().testPath!);
  const files = readdirSync(folder).filter((name) => /^live-failure-texts\..+\.test\.tsx$/.test(name));
  const described: string[] = [];
  for (const file of files) {
    const source = readFileSync(join(folder, file), 'utf8');
    const call = /describeLiveJourneys\(\[([^\]]*)\]\)/.exec(source)?.[1] ?? '';
    described.push(...[...call.matchAll(/'([^']+)'/g)].map(([, title]) => title!));
  }
  expect(described.sort()).toEqual([...liveJourneyGroups].sort());
});
