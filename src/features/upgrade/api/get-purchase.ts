// The signed-in user's completed PRO payment (RLS shows a user only their own rows):
// the receipt on the upgrade page. A PRO granted by hand has none.
import useSWR from 'swr';
import { loadAuthClient } from '../../../lib/auth-client';

export interface Purchase {
  capturedAt: string;
  captureId: string;
  amount: number;
  currency: string;
}

async function fetchPurchase(userId: string): Promise<Purchase | null> {
  const supabase = await loadAuthClient();
  const { data, error } = await supabase
    .from('payments')
    .select('captured_at, capture_id, amount, currency')
    .eq('user_id', userId)
    .eq('status', 'completed')
    .order('captured_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data?.captured_at || !data.capture_id) return null;
  return { capturedAt: data.captured_at, captureId: data.capture_id, amount: data.amount, currency: data.currency };
}

export function usePurchase(userId: string) {
  return useSWR(['purchase', userId], ([, id]) => fetchPurchase(id), { revalidateOnFocus: false });
}
