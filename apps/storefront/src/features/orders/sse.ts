/**
 * A small reader of server-sent events (the WHATWG event-stream format) for a stream read with
 * fetch: EventSource cannot send the Authorization header. Feed it decoded text as it arrives;
 * it hands back each complete event. Comments (`: keep-alive`) and events without data are
 * skipped, `data:` lines join with newlines, CRLF and CR end lines as LF does.
 */
export interface ServerSentEvent {
  /** `message` when the event names none. */
  readonly event: string;
  readonly data: string;
  readonly id?: string;
}

export interface SseParser {
  /** The events completed by this chunk (a chunk may end mid-line or mid-event). */
  push: (chunk: string) => ServerSentEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  function dispatch(out: ServerSentEvent[]) {
    if (data.length > 0)
      out.push({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
    event = '';
    data = [];
  }

  function line(text: string, out: ServerSentEvent[]) {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
    // `retry` and unknown fields: the tracker keeps its own backoff.
  }

  return {
    push(chunk) {
      const out: ServerSentEvent[] = [];
      buffer += chunk;
      // A CR at the very end may be the first half of CRLF: wait for the next chunk.
      const pattern = /\r\n|\r(?!$)|\n/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index), out);
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
