import { describeLiveJourneys } from '../../test/live-failure-journeys';

/** Every §8 text of the live shop, from the live-scenario registry: see test/live-failure-journeys.tsx. */
describeLiveJourneys(['live profile']);
