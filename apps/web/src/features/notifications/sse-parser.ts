/** One server-sent event: its name ('message' when the stream gives none), data lines joined by \n, and id. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * A parser of the text/event-stream format (WHATWG HTML, "server-sent events") for streams read with fetch:
 * feed it chunks as they arrive, in any split, and it returns the events each chunk completes. Comment lines
 * (keep-alives) and events without data are dropped, as EventSource drops them.
 */
export function createSseParser(): (chunk: string) => SseEvent[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  // A chunk may end between \r and \n: the \n that starts the next one belongs to the same line end.
  let skipLeadingLf = false;

  const dispatch = (out: SseEvent[]) => {
    if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    event = '';
    data = [];
  };

  const handleLine = (line: string, out: SseEvent[]) => {
    if (line === '') return dispatch(out);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return (chunk) => {
    const out: SseEvent[] = [];
    if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
    skipLeadingLf = false;
    buffer += chunk;
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const ch = buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      handleLine(buffer.slice(start, i), out);
      if (ch === '\r') {
        if (i + 1 < buffer.length) {
          if (buffer[i + 1] === '\n') i++;
        } else {
          skipLeadingLf = true;
        }
      }
      start = i + 1;
    }
    buffer = buffer.slice(start);
    return out;
  };
}
