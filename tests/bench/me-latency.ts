// Warm-instance latency of GET /api/me (token verification + profile read): the
// fixed cost every authenticated endpoint pays before its own work.
export async function measureMeLatency(baseUrl: string, token: string, runs = 200): Promise<{ p50: number; p99: number }> {
  const call = () => fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 20; i += 1) await (await call()).arrayBuffer(); // warm-up: JWKS fetched, client built
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/api/me answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}
