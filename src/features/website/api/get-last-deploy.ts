// Where a saved site was last deployed on Netlify: its row's own columns, read under
// RLS (the owner's only), so a reopened site shows its live address without asking Netlify.
import useSWR from 'swr';
import { loadAuthClient } from '../../../lib/auth-client';

export interface LastDeploy {
  url: string;
  adminUrl: string | null;
  deployedAt: string | null;
}

export async function getLastDeploy(siteId: string): Promise<LastDeploy | null> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('websites')
    .select('netlify_url, netlify_admin_url, netlify_deployed_at')
    .eq('id', siteId)
    .maybeSingle();
  if (error) throw new Error('Could not read where this site was deployed. Check your connection and reload the page.');
  if (!data?.netlify_url) return null;
  return { url: data.netlify_url, adminUrl: data.netlify_admin_url, deployedAt: data.netlify_deployed_at };
}

export const lastDeployKey = (siteId: string) => ['last-netlify-deploy', siteId] as const;

export function useLastDeploy(siteId: string) {
  return useSWR(lastDeployKey(siteId), () => getLastDeploy(siteId), { revalidateOnFocus: false });
}
