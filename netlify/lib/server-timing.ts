// The Server-Timing header (https://www.w3.org/TR/server-timing/): where a
// function's time went, shown by the browser's DevTools next to the request.
// endpoint() (http.ts) makes one per request, hands it to the handler and sends
// what was recorded when the response starts, with `total` (the time until then).
// A streamed answer starts before its models answer, so its header can only carry
// the steps before the stream (auth, history, limits), never provider or store.

interface Metric {
  name: string;
  desc: string;
  dur: number;
}

/** Names are tokens; a description is a quoted string. */
const quoted = (text: string) => `"${text.replace(/["\\]/g, '')}"`;

export class ServerTiming {
  private readonly started = performance.now();
  private readonly metrics: Metric[] = [];

  /** Records how long `work` took under `name` (again for a name used twice: both show), and passes on its result or failure. */
  async time<T>(name: string, work: Promise<T>, desc = ''): Promise<T> {
    const started = performance.now();
    try {
      return await work;
    } finally {
      this.metrics.push({ name, desc, dur: performance.now() - started });
    }
  }

  /** The header's value: each metric recorded so far, then `total`. */
  header(): string {
    const total: Metric = { name: 'total', desc: '', dur: performance.now() - this.started };
    return [...this.metrics, total]
      .map(({ name, desc, dur }) => `${name}${desc ? `;desc=${quoted(desc)}` : ''};dur=${dur.toFixed(1)}`)
      .join(', ');
  }
}
