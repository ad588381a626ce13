import type { onSendHookHandler } from 'fastify';

/**
 * `Server-Timing: app;dur=<ms>` on every API reply: how long this server held the request, from
 * reading it to handing the reply to the socket (Fastify's `reply.elapsedTime`). A load test
 * subtracts it from the time it measured to see the network and the queue before the server read
 * the request (README "Performance testing practice"); browsers' developer tools show it too.
 */
export const serverTiming: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  return payload;
};
