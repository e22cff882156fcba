// POST /api/ai/automation/search-insights: real-time search data for a topic
// (Tavily on the server when it has a key, else the static sample, labelled).
import type { SearchInsights } from '../../../domain/automation/catalogue';
import { SearchInsightsResponseSchema } from '../../../domain/automation/contract';
import { apiFetch } from '../../../lib/api-client';

export async function fetchSearchInsights(topic: string, signal?: AbortSignal): Promise<SearchInsights> {
  const result = await apiFetch('/api/ai/automation/search-insights', SearchInsightsResponseSchema, { body: { topic }, signal });
  return result.insights;
}
