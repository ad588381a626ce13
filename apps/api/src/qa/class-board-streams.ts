import { PassThrough, type Readable } from 'node:stream';
import {
  CLASS_BOARD_KEEP_ALIVE_COMMENT,
  CLASS_BOARD_KEEP_ALIVE_MS,
  CLASS_BOARD_POLL_MS,
  CLASS_BOARD_STREAMS_PER_CLASS,
  CLASS_BOARD_STREAMS_PER_SERVER,
  CLASS_ENDED_EVENT,
  type ClassBoardReply,
  classBoardEvent,
  classroomMessages,
} from '@shop/core/qa';
import type { Clock } from '../clock';
import { HttpError } from '../http/http-error';
import { realTimeSchedule, type Schedule } from '../services/order-tracker';

/** What a live board reads, each time from the database (any server may have recorded the events). */
export interface BoardSource {
  readonly code: string;
  readonly endsAt: Date;
  /** Cheap: changes whenever the board may have (classroom-repository.ts `boardFingerprint`). */
  readonly fingerprint: () => Promise<string>;
  readonly board: () => Promise<ClassBoardReply>;
}

/** A full server or class waits for a board to close: teachers close theirs within minutes. */
const STREAMS_FULL_RETRY_AFTER_S = 60;

/** setTimeout's longest wait: a class lasts at most a week, well within it. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The teachers' live boards (server-sent events). Each stream sends the board at once, then asks
 * the database every CLASS_BOARD_POLL_MS whether the class's learners or their events changed (an
 * indexed query per open board — a notice per event would cost every learner request of the shop
 * instead) and sends the board again when it did; a keep-alive comment keeps proxies patient; when
 * the class ends it sends the final board and `ended`, and closes. Timers and slots end with the
 * stream, when the client goes away and when the app closes.
 */
export class ClassBoardStreams {
  private readonly open = new Map<string, Set<() => void>>();
  private total = 0;

  constructor(
    private readonly clock: Clock,
    private readonly schedule: Schedule = realTimeSchedule,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /**
   * The stream of a running class whose first board and fingerprint the caller has just read.
   * Throws the 429 (with Retry-After) when the class or the server has no free slot; nothing is
   * awaited between the check and taking the slot.
   */
  stream(source: BoardSource, first: { board: ClassBoardReply; fingerprint: string }): Readable {
    const ofClass = this.open.get(source.code) ?? new Set<() => void>();
    if (ofClass.size >= CLASS_BOARD_STREAMS_PER_CLASS || this.total >= CLASS_BOARD_STREAMS_PER_SERVER) {
      throw new HttpError(429, classroomMessages.boardStreamsFull, undefined, {
        'retry-after': String(STREAMS_FULL_RETRY_AFTER_S),
      });
    }
    const events = new PassThrough();
    let cancelPoll = () => {};
    let cancelKeepAlive = () => {};
    let cancelEnd = () => {};
    let sentBoard = JSON.stringify(first.board);
    let fingerprint = first.fingerprint;
    let closed = false;

    const send = (text: string) => {
      if (!closed && !events.writableEnded && !events.destroyed) events.write(text);
    };
    const stop = () => {
      if (closed) return;
      closed = true;
      cancelPoll();
      cancelKeepAlive();
      cancelEnd();
      ofClass.delete(end);
      if (ofClass.size === 0) this.open.delete(source.code);
      this.total -= 1;
    };
    function end() {
      stop();
      events.end();
    }
    const sendBoard = (board: ClassBoardReply) => {
      const text = JSON.stringify(board);
      if (text === sentBoard) return;
      sentBoard = text;
      send(classBoardEvent(board));
    };
    const poll = async () => {
      try {
        const now = await source.fingerprint();
        if (!closed && now !== fingerprint) {
          fingerprint = now;
          const board = await source.board();
          if (!closed) sendBoard(board);
        }
      } catch (error) {
        // A database hiccup costs one look, not the stream: the next poll tries again.
        this.onError(error);
      }
      if (!closed) cancelPoll = this.schedule(() => void poll(), CLASS_BOARD_POLL_MS);
    };
    const keepAlive = () => {
      send(CLASS_BOARD_KEEP_ALIVE_COMMENT);
      cancelKeepAlive = this.schedule(keepAlive, CLASS_BOARD_KEEP_ALIVE_MS);
    };
    const classEnds = async () => {
      cancelPoll();
      try {
        const board = await source.board();
        if (!closed) send(classBoardEvent(board));
      } catch (error) {
        this.onError(error);
      }
      send(CLASS_ENDED_EVENT);
      end();
    };

    events.once('close', stop);
    ofClass.add(end);
    this.open.set(source.code, ofClass);
    this.total += 1;
    send(classBoardEvent(first.board));
    cancelPoll = this.schedule(() => void poll(), CLASS_BOARD_POLL_MS);
    cancelKeepAlive = this.schedule(keepAlive, CLASS_BOARD_KEEP_ALIVE_MS);
    const untilEnd = Math.max(0, source.endsAt.getTime() - this.clock.now().getTime());
    cancelEnd = this.schedule(() => void classEnds(), Math.min(LONGEST_WAIT_MS, untilEnd));
    return events;
  }

  get openStreams(): number {
    return this.total;
  }

  /** The app is closing: every stream ends now (an open one would hold the server's close). */
  endAll(): void {
    for (const ofClass of [...this.open.values()]) for (const end of [...ofClass]) end();
  }
}
