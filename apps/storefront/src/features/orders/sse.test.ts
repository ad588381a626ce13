import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('reads a named event with its data', () => {
    const parser = createSseParser();
    expect(parser.push('event: status\ndata: {"a":1}\n\n')).toEqual([{ event: 'status', data: '{"a":1}' }]);
  });

  it('completes an event split across chunks, mid-field and mid-line', () => {
    const parser = createSseParser();
    expect(parser.push('eve')).toEqual([]);
    expect(parser.push('nt: status\nda')).toEqual([]);
    expect(parser.push('ta: {"step":')).toEqual([]);
    expect(parser.push('2}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'status', data: '{"step":2}' }]);
  });

  it('skips comments and empty events (the keep-alive)', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\n\n: another\n\nevent: status\n\n')).toEqual([]);
  });

  it('joins several data lines with newlines, one space after the colon taken off', () => {
    const parser = createSseParser();
    expect(parser.push('data: first\ndata:second\ndata:  third\n\n')).toEqual([
      { event: 'message', data: 'first\nsecond\n third' },
    ]);
  });

  it('reads CRLF and CR line ends, a CRLF split between chunks included', () => {
    const parser = createSseParser();
    expect(parser.push('event: status\r\ndata: x\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'status', data: 'x' }]);
    // The last CR may be half a CRLF: its line ends once the next chunk shows it is not.
    expect(parser.push('data: y\r\r')).toEqual([]);
    expect(parser.push('data: z\n\n')).toEqual([
      { event: 'message', data: 'y' },
      { event: 'message', data: 'z' },
    ]);
  });

  it('gives every event of one chunk, in order, and keeps the last id', () => {
    const parser = createSseParser();
    expect(parser.push('id: 7\nevent: status\ndata: 1\n\nevent: status\ndata: 2\n\n')).toEqual([
      { event: 'status', data: '1', id: '7' },
      { event: 'status', data: '2', id: '7' },
    ]);
  });

  it('holds an unfinished event back until its blank line', () => {
    const parser = createSseParser();
    expect(parser.push('event: status\ndata: 1\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'status', data: '1' }]);
  });
});
