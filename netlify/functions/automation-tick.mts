import type { Config } from '@netlify/functions';
import { handOffOverHttp } from '../lib/automation/schedules/hand-off.ts';
import { runAutomationTick } from '../lib/automation/schedules/tick.ts';

// The automation tick (a Netlify scheduled function, every 15 minutes; it must end within
// 30 s): claims the saved items that are due and hands each to the background
// function content-run-background. `npm start` runs the same tick every minute.
export default async () => {
  const result = await runAutomationTick({ now: new Date(), handOff: handOffOverHttp });
  if (result.claimed)
    console.log(`[automation] claimed ${result.claimed}, handed off ${result.handedOff}, released ${result.released} in ${result.ms} ms`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
