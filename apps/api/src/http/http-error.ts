/**
 * A failure the client can act on, with the status and the text of the `{ error, details? }`
 * envelope (ARCHITECTURE.md "Server behaviour"). Services throw it; the error handler sends it.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
