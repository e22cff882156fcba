// Server-sent events from a Netlify Function (v2 functions stream a Response whose
// body is a ReadableStream). The producer sends events; what it returns is the
// `final` event. An HttpError becomes `final {success:false, detail}`; a client that
// went away just closes the stream.
import { formatSse } from '../../src/domain/sse.ts';
import { HttpError } from './http.ts';

export type SendEvent = (event: string, data: unknown) => void;

export function wantsEventStream(req: Request): boolean {
  return (req.headers.get('accept') ?? '').includes('text/event-stream');
}

export function sseResponse(produce: (send: SendEvent) => Promise<unknown>, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send: SendEvent = (event, data) => {
        if (!open || signal.aborted) return;
        try {
          controller.enqueue(encoder.encode(formatSse(event, data)));
        } catch {
          open = false;
        }
      };
      try {
        send('final', await produce(send));
      } catch (error) {
        if (error instanceof HttpError) send('final', { success: false, detail: error.detail });
        else {
          const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
          console.error(`[sse] unexpected ${name}: ${message}`);
          send('final', { success: false, detail: 'Something went wrong on our side. Please try again.' });
        }
      } finally {
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
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  });
}
