// One automation tick (the scheduled function every 15 minutes on Netlify, every
// minute in `npm start`): claim the due items in batches and hand each claimed run
// to the background function, several at a time, until none are due or the time
// budget (scheduled functions stop at 30 s) is spent. A run whose hand-off fails is
// released, so the item is due again at the next tick.
import { messageOf } from '#domain/error-message.ts';
import { serverConfig } from '../../env.ts';
import { claimDueRuns, releaseRun, type ClaimedRun } from './runs.ts';

export interface TickOptions {
  now: Date;
  /** Hands one run to the background function; rejects when it was not accepted. */
  handOff: (run: ClaimedRun) => Promise<void>;
  /** Stop claiming after this long (ms; AUTOMATION_TICK_BUDGET_MS). */
  budgetMs?: number;
  /** Items claimed per batch (AUTOMATION_BATCH). */
  batch?: number;
  /** Hand-offs in flight at once. */
  parallel?: number;
}

export interface TickResult {
  claimed: number;
  handedOff: number;
  released: number;
  ms: number;
}

export async function runAutomationTick({
  now,
  handOff,
  budgetMs = serverConfig().automation.tickBudgetMs,
  batch = serverConfig().automation.batch,
  parallel = 16,
}: TickOptions): Promise<TickResult> {
  const started = performance.now();
  const result: TickResult = { claimed: 0, handedOff: 0, released: 0, ms: 0 };
  while (performance.now() - started < budgetMs) {
    const runs = await claimDueRuns(now, batch);
    result.claimed += runs.length;
    let next = 0;
    const worker = async () => {
      while (next < runs.length) {
        const run = runs[next++]!;
        try {
          await handOff(run);
          result.handedOff += 1;
        } catch (error) {
          console.warn(`[schedules] hand-off of run ${run.run_id} failed: ${messageOf(error, 'error')}`);
          await releaseRun(run.run_id);
          result.released += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, runs.length) }, worker));
    if (runs.length < batch || result.released > 0) break;
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}
