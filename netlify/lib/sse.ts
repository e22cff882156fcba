// Server-sent events from a Netlify Function (v2 functions stream a Response whose
// body is a ReadableStream). The producer sends events; what it returns is the
// `final` event. An HttpError becomes `final {success:false, detail}`; a client that
// went away just closes the stream and aborts the producer's work.
import type { ModelStreamEvent } from '#domain/chat-contract.ts';
import { formatSse } from '#domain/sse.ts';
import { HttpError } from './http.ts';

/** One event of a stream (the chat's model events, the studio's piece events...). */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Sends one event of the stream; false when it could not reach the client (the stream is closed). */
export type SendEvent<Event extends StreamEvent = ModelStreamEvent> = (event: Event) => boolean;

export function wantsEventStream(req: Request): boolean {
  return (req.headers.get('accept') ?? '').includes('text/event-stream');
}

/**
 * Streams what `produce` sends. The producer gets a signal of the stream's own
 * that aborts when the client cancels the body or when `requestSignal` aborts:
 * platforms do not all abort the request's signal when the browser goes away,
 * but they do cancel the response body, and the model calls must stop then.
 */
export function sseResponse<Final, Event extends StreamEvent = ModelStreamEvent>(
  produce: (send: SendEvent<Event>, signal: AbortSignal) => Promise<Final>,
  requestSignal: AbortSignal,
): Response {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const signal = stop.signal;
  const onRequestAbort = () => stop.abort();
  if (requestSignal.aborted) stop.abort();
  else requestSignal.addEventListener('abort', onRequestAbort, { once: true });
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (event: string, data: unknown) => {
        if (!open || signal.aborted) return false;
        try {
          controller.enqueue(encoder.encode(formatSse(event, data)));
          return true;
        } catch {
          open = false;
          return false;
        }
      };
      const send: SendEvent<Event> = ({ event, data }) => write(event, data);
      try {
        write('final', await produce(send, signal));
      } catch (error) {
        if (error instanceof HttpError) write('final', { success: false, detail: error.detail });
        else if (signal.aborted) {
          // the client went away: nobody to tell, nothing unexpected
        } else {
          const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
          console.error(`[sse] unexpected ${name}: ${message}`);
          write('final', { success: false, detail: 'Something went wrong on our side. Please try again.' });
        }
      } finally {
        requestSignal.removeEventListener('abort', onRequestAbort);
        if (open) {
          open = false;
          try {
            controller.close();
          } catch {
            // already cancelled by the client
          }
        }
      }
    },
    cancel() {
      open = false;
      stop.abort();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  });
}
