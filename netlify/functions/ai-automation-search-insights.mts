import type { Config } from '@netlify/functions';
import { SearchInsightsRequestSchema, type SearchInsightsResponse } from '#domain/automation/contract.ts';
import { authenticate } from '../lib/auth.ts';
import { readSearchInsights } from '../lib/automation/search-insights.ts';
import { parseBody } from '../lib/body.ts';
import { endpoint, json } from '../lib/http.ts';
import { enforceRate } from '../lib/limits.ts';

// 'Fetch Search Insights' in the automation page (docs/api.md): real-time search data for a
// topic from Tavily when TAVILY_API_KEY is set, else the labelled static sample.
export default endpoint(['POST'], async (req, _context, timing) => {
  const user = await timing.time('auth', authenticate(req));
  const rate = timing.time('limits', enforceRate('ai', user.id));
  rate.catch(() => {}); // awaited below; a 400 for the body may come first
  const { topic } = await parseBody(req, SearchInsightsRequestSchema);
  await rate;
  const insights = await timing.time('provider', readSearchInsights(topic, req.signal), 'search');
  return json({ success: true, insights } satisfies SearchInsightsResponse);
});

export const config: Config = { path: '/api/ai/automation/search-insights' };
