import type { FastifyReply, FastifyRequest } from 'fastify';

/** An `onRequest` hook for one user's data: never kept by a browser or proxy cache. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
