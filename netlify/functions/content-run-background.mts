import * as v from 'valibot';
import { parseBody } from '../lib/body.ts';
import { endpoint, json, type RequestContext } from '../lib/http.ts';
import { enforceIpRate } from '../lib/limits.ts';
import { requireAutomationSecret } from '../lib/automation/schedules/hand-off.ts';
import { runScheduledItem } from '../lib/automation/schedules/run-item.ts';

// A background function (the "-background" name: Netlify answers 202 at once and
// gives it 15 minutes): runs one claimed schedule run that the automation tick handed
// over (docs/architecture.md, "Schedules"). Only the automation tick's secret opens it;
// calls without it share the anonymous rate limit.
const RunRequestSchema = v.object({ run_id: v.pipe(v.string('run_id must be text.'), v.uuid('run_id must be a run id.')) });

export default endpoint(['POST'], async (req: Request, context: RequestContext) => {
  try {
    requireAutomationSecret(req);
  } catch (error) {
    await enforceIpRate(req, context);
    throw error;
  }
  const { run_id } = await parseBody(req, RunRequestSchema);
  return json({ result: await runScheduledItem(run_id) });
});
