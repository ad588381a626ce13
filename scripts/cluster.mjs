#!/usr/bin/env node
// `pnpm start:cluster`: SERVERS shop servers (default 2) on DATABASE_URL behind a round-robin
// proxy on PORT (default 3000). Build first (`pnpm build`). See README "Running several servers".
import { startCluster } from './cluster/start-cluster.mjs';

const servers = Number(process.env.SERVERS ?? 2);
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(servers) || servers < 1) {
  console.error('SERVERS must be a whole number of servers, at least 1');
  process.exit(1);
}

let cluster;
try {
  cluster = await startCluster({
    servers,
    port,
    host: process.env.HOST ?? '127.0.0.1',
    onUnexpectedExit: (server, code, signal) => {
      console.error(`Server ${server} exited (${signal ?? code}); stopping the cluster`);
      // While starting, startCluster stops the others itself and rejects.
      if (cluster) void cluster.stop().finally(() => process.exit(1));
    },
  });
  console.log(`${servers} shop servers behind http://127.0.0.1:${port} (round robin)`);
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(`Cannot start the cluster: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
