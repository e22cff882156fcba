// A shared chat as visitors see it: read through shared_chat(), which can read the
// snapshot table and nothing else, without the auth client.
import useSWR from 'swr';
import * as v from 'valibot';
import { callPublicFunction } from '../../../lib/public-data';

const SharedAnswer = v.object({ model: v.string(), response: v.string() });
const SharedChatSchema = v.object({
  title: v.string(),
  updated_at: v.string(),
  snapshot: v.object({
    turns: v.array(
      v.object({
        question: v.string(),
        /** The question carried an image: the shared chat says so and never shows it (it is private). */
        image: v.optional(v.boolean()),
        responses: v.array(SharedAnswer),
        synthesized: v.nullable(v.string()),
        merged: v.nullable(SharedAnswer),
      }),
    ),
  }),
});
export type SharedChat = v.InferOutput<typeof SharedChatSchema>;

/** The snapshot, or null when the link is unknown or was revoked. */
export async function getSharedChat(shareId: string): Promise<SharedChat | null> {
  let rows: unknown[];
  try {
    rows = await callPublicFunction('shared_chat', { p_id: shareId });
  } catch {
    throw new Error('This shared chat could not be loaded. Check your connection and try again.');
  }
  if (rows.length === 0) return null;
  const parsed = v.safeParse(SharedChatSchema, rows[0]);
  if (!parsed.success) throw new Error('This shared chat could not be shown.');
  return parsed.output;
}

export function useSharedChat(shareId: string) {
  return useSWR<SharedChat | null>(['shared-chat', shareId], () => getSharedChat(shareId), { revalidateOnFocus: false });
}
