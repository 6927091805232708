/** A test client of `text/event-stream` responses: POSTs, then collects events and comments as they come. */

export interface StreamMessage {
  event: string | null;
  /** The event's SSE `id` (the quote stream's tick time). */
  id: string | null;
  data: string | null;
  comment: string | null;
  at: number;
}

export interface OpenStream {
  response: Response;
  messages: StreamMessage[];
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  /** The next message (after the ones already seen) that matches, or a rejection after `timeoutMs`. */
  next(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  close(): void;
}

export async function openEventStream(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let seen = 0;
  let finished = false;
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: StreamMessage = { event: null, id: null, data: null, comment: null, at: Date.now() };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) message.comment = line.slice(1).trim();
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('data: ')) message.data = (message.data ?? '') + line.slice(6);
          }
          messages.push(message);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    response,
    messages,
    ended,
    next(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          while (seen < messages.length) {
            const message = messages[seen]!;
            seen += 1;
            if (match(message)) {
              clearTimeout(timer);
              waiters.delete(check);
              resolve(message);
              return;
            }
          }
          if (finished) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error('the stream ended'));
          }
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
