// Server-sent events from a Netlify Function (v2 functions stream a Response whose
// body is a ReadableStream). The producer sends events; what it returns is the
// `final` event. An HttpError becomes `final {success:false, detail}`; a client that
// went away just closes the stream and aborts the producer's work.
import type { ModelStreamEvent } from '#domain/chat-contract.ts';
import { formatSse } from '#domain/sse.ts';
import { deferWith, HttpError, json, type Defer, type RequestContext } from './http.ts';
import type { ServerTiming } from './server-timing.ts';

/** One event of a stream (the chat's model events, the automation page's piece events...). */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Sends one event of the stream; false when it could not reach the client (the stream is closed). */
export type SendEvent<Event extends StreamEvent = ModelStreamEvent> = (event: Event) => boolean;

export function wantsEventStream(req: Request): boolean {
  return (req.headers.get('accept') ?? '').includes('text/event-stream');
}

/** The `final` event's data for a producer that failed; undefined when the client went away (nobody to tell). */
function failureFinal(error: unknown, signal: AbortSignal): { success: false; detail: string } | undefined {
  if (error instanceof HttpError) return { success: false, detail: error.detail };
  if (signal.aborted) return undefined; // the client went away: nothing unexpected
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  console.error(`[sse] unexpected ${name}: ${message}`);
  return { success: false, detail: 'Something went wrong on our side. Please try again.' };
}

/**
 * Streams what `produce` sends. The producer gets a signal of the stream's own
 * that aborts when the client cancels the body or when `requestSignal` aborts:
 * platforms do not all abort the request's signal when the browser goes away,
 * but they do cancel the response body, and the model calls must stop then.
 * `settle` runs once the producer is done, before the final event: what the
 * client must find done when it sees the end (the in-flight slot given back).
 */
export function sseResponse<Final, Event extends StreamEvent = ModelStreamEvent>(
  produce: (send: SendEvent<Event>, signal: AbortSignal) => Promise<Final>,
  requestSignal: AbortSignal,
  settle: () => Promise<void> = async () => {},
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
      let final: unknown;
      try {
        final = await produce(send, signal);
      } catch (error) {
        final = failureFinal(error, signal);
      }
      try {
        await settle();
        if (final !== undefined) write('final', final);
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
  // no-cache, not no-store: Chromium reports a no-store body read as a stream as failed
  // (net::ERR_ABORTED in DevTools and to Playwright) although the page read it to its end.
  // Nothing caches a POST's answer either way.
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' },
  });
}

export interface AnswerOptions {
  /** Runs once the answer is complete, before the client can see it end (the JSON body, the final event), also after a failure. */
  settle?: () => Promise<void>;
  /** A JSON answer's provider and store steps go in its Server-Timing; a stream's header left before them. */
  timing: ServerTiming;
  /** The platform's: its waitUntil keeps the function alive for the work after the answer. */
  context: RequestContext;
}

/**
 * The answer of `produce` as server-sent events when the client asks for them
 * (Accept: text/event-stream), else as JSON. `send` is there only for a stream.
 * What the producer hands to `later` starts at once, before `settle`, and is kept
 * alive by waitUntil: the answer does not wait for it, yet a store that serves
 * requests in order (the local emulator, Supabase in practice) has it first.
 */
export async function answerAs<Final, Event extends StreamEvent = ModelStreamEvent>(
  req: Request,
  options: AnswerOptions,
  produce: (signal: AbortSignal, send: SendEvent<Event> | undefined, later: Defer) => Promise<Final>,
): Promise<Response> {
  const later = deferWith(options.context);
  const settle = options.settle ?? (async () => {});
  if (wantsEventStream(req)) {
    // Kept alive until the stream has settled, also when the client left early.
    let settled = () => {};
    later('the end of a stream', () => new Promise<void>((resolve) => (settled = resolve)));
    return sseResponse<Final, Event>(
      (send, signal) => produce(signal, send, later),
      req.signal,
      () => settle().finally(settled),
    );
  }
  let result: Final;
  try {
    result = await options.timing.time('provider', produce(req.signal, undefined, later));
  } finally {
    await options.timing.time('store', settle());
  }
  return json(result);
}
