import {
  exerciseDetailFields,
  type QaEvent,
  type QaEventFact,
  type QaScoreBoard,
  scoreBoard,
} from '@shop/core/qa';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';
import {
  listDistinctQaEventFacts,
  listQaEvents,
  recordQaEvent,
} from '../db/repositories/qa-events-repository';

export type QaEventKind = QaEvent['kind'];

/** How many events `GET /qa/events` answers (newest first). */
export const QA_EVENTS_PAGE_SIZE = 100;

/**
 * A sandbox's side effects (demo mode): what /qa/events lists and the exercises check. Requests
 * without a sandbox key leave no events (there is no one to show them to).
 */
export class QaEventRecorder {
  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async record(
    request: FastifyRequest,
    kind: QaEventKind,
    name: string,
    detail: Record<string, unknown> = {},
  ): Promise<void> {
    const sandboxKey = request.qa?.sandboxKey;
    if (sandboxKey) await this.recordFor(sandboxKey, request.id, kind, name, detail);
  }

  /** For side effects that happen away from their request (a mail stored after the reply). */
  async recordFor(
    sandboxKey: string,
    traceId: string,
    kind: QaEventKind,
    name: string,
    detail: Record<string, unknown> = {},
  ): Promise<void> {
    try {
      await recordQaEvent(this.db, { sandboxKey, traceId, kind, name, detail });
    } catch (error) {
      // An event is a record of what happened, never a reason for the request itself to fail.
      this.onError(error);
    }
  }

  async list(sandboxKey: string): Promise<QaEvent[]> {
    const rows = await listQaEvents(this.db, sandboxKey, QA_EVENTS_PAGE_SIZE);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as QaEventKind,
      name: row.name,
      traceId: row.traceId,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** The sandbox's exercises (@shop/core/qa exercises.ts), checked against all of its events. */
  async scoreBoard(sandboxKey: string): Promise<QaScoreBoard> {
    const facts = await listDistinctQaEventFacts(this.db, sandboxKey, exerciseDetailFields);
    return scoreBoard(
      facts.map((fact) => ({ ...fact, kind: fact.kind as QaEventKind }) satisfies QaEventFact),
    );
  }
}
