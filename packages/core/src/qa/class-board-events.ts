/*
 * The teacher's live board (`GET /api/v1/qa/classes/{code}/events`, server-sent events): what it
 * sends and how often, for the server that writes it and the board page's script that reads it.
 */

/**
 * How often an open live board asks the database whether its learners did anything (one indexed
 * query per board, whichever server recorded the events): a board is at most this late.
 */
export const CLASS_BOARD_POLL_MS = 2_000;
/** A comment this often keeps proxies from closing a quiet board's stream. */
export const CLASS_BOARD_KEEP_ALIVE_MS = 25_000;

/**
 * The live board's server-sent events: `board` with the board JSON (the teacher's
 * `GET /qa/classes/{code}` reply) at once and after each change, and `ended` once the class is
 * over, after which the stream closes (asked again, it answers 410).
 */
export const classBoardEventNames = { board: 'board', ended: 'ended' } as const;

export const classBoardEvent = (board: unknown): string =>
  `event: ${classBoardEventNames.board}\ndata: ${JSON.stringify(board)}\n\n`;
export const CLASS_ENDED_EVENT = `event: ${classBoardEventNames.ended}\ndata: {}\n\n`;
export const CLASS_BOARD_KEEP_ALIVE_COMMENT = ': keep-alive\n\n';
