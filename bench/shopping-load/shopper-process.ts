import { serveVirtualUsers } from '../shared/load-processes';
import { type JourneySettings, type ShopperAccount, VirtualUser } from './virtual-user';

/** A process of virtual shoppers, forked by run.ts (bench/shared/load-processes.ts). */
serveVirtualUsers<JourneySettings, ShopperAccount>(
  (index, account, settings, tally) => new VirtualUser(index, account, settings, tally),
);
