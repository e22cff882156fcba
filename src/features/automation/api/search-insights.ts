// POST /api/ai/automation/search-insights: real-time search data for a topic
// (Tavily on the server when it has a key, else the static sample, labelled).
import type { SearchInsights } from '../../../domain/automation/catalogue';
import type { SearchInsightsResponse } from '../../../domain/automation/contract';
import { apiFetch } from '../../../lib/api-client';

export async function fetchSearchInsights(topic: string, signal?: AbortSignal): Promise<SearchInsights> {
  const result = await apiFetch<SearchInsightsResponse>('/api/ai/automation/search-insights', { body: { topic }, signal });
  return result.insights;
}
