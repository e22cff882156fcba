// Lighthouse on the app's own public routes (production build, signed out), with
// the Hardening issue's bars (checked by tests/bench/run.ts): `/` >= 98, every
// other route >= 95, SEO 100.
import { PUBLIC_ROUTES } from '../../scripts/vite-seo-plugin.ts';
import { auditWithRetry, startLighthouse, type LighthouseScores } from './lighthouse.ts';

export interface RouteScores extends LighthouseScores {
  route: string;
}

export function meetsRouteBars(scores: RouteScores): boolean {
  return scores.performance >= (scores.route === '/' ? 98 : 95) && scores.seo === 100;
}

export async function measureAppRoutes(baseUrl: string, routes: readonly string[] = [...PUBLIC_ROUTES, '/auth']): Promise<RouteScores[]> {
  const lighthouse = await startLighthouse();
  try {
    const results: RouteScores[] = [];
    for (const route of routes) {
      results.push(
        await auditWithRetry(async () => ({ route, ...(await lighthouse.audit(new URL(route, baseUrl).href)) }), meetsRouteBars),
      );
    }
    return results;
  } finally {
    await lighthouse.close();
  }
}
