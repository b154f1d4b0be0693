import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('reads named events with data and id, and skips comments', () => {
    const feed = createSseParser();
    const events = feed(': connected\n\nevent: notification\nid: 7\ndata: {"id":7}\n\n: keep-alive\n\n');
    expect(events).toEqual([{ event: 'notification', data: '{"id":7}', id: '7' }]);
  });

  it('joins an event split across chunks anywhere, even inside a line', () => {
    const feed = createSseParser();
    expect(feed('event: notifi')).toEqual([]);
    expect(feed('cation\ndata: {"ti')).toEqual([]);
    expect(feed('tle":"Hi"}\n')).toEqual([]);
    expect(feed('\n')).toEqual([{ event: 'notification', data: '{"title":"Hi"}' }]);
  });

  it('joins several data lines with a newline and defaults the event name to message', () => {
    const feed = createSseParser();
    expect(feed('data: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('accepts CRLF and CR line ends, also split between chunks', () => {
    const feed = createSseParser();
    expect(feed('event: a\r\ndata: 1\r\n\r')).toEqual([{ event: 'a', data: '1' }]);
    expect(feed('\nevent: b\rdata: 2\r\r')).toEqual([{ event: 'b', data: '2' }]);
  });

  it('reads several events from one chunk, keeps the last id, and drops events without data', () => {
    const feed = createSseParser();
    const events = feed('event: notification\nid: 1\ndata: a\n\nevent: ping\n\nevent: notification\ndata: b\n\n');
    expect(events).toEqual([
      { event: 'notification', data: 'a', id: '1' },
      { event: 'notification', data: 'b', id: '1' },
    ]);
  });

  it('keeps a value without a space after the colon as it is, and a field without a colon as empty', () => {
    const feed = createSseParser();
    expect(feed('data:x\ndata\n\n')).toEqual([{ event: 'message', data: 'x\n' }]);
  });
});
