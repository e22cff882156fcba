// The owner's Netlify personal access token (table netlify_tokens, service role
// only, migration 20261125000900): sealed with secret-box for its owner, the slot
// 'netlify' and the origin of NETLIFY_API_URL, so it is only ever sent to that API.
// What leaves here for the browser is whether a token is saved and its last four
// characters; the token itself only goes to Netlify (netlify-api.ts).
import * as v from 'valibot';
import type { NetlifyTokenStatus } from '#domain/website/netlify-contract.ts';
import { fromDatabase, serviceClient } from '../db.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { destinationOrigin, openBound, sealBound, SecretUnreadableError, type SecretBinding } from '../secret-box.ts';

export const NO_TOKEN = 'Save your Netlify personal access token first (Deploy to Netlify, "Netlify personal access token").';
export const TOKEN_AGAIN =
  'Your saved Netlify token can no longer be used here (the Netlify API address changed, or it was altered). Remove it and save it again.';

const binding = (userId: string): SecretBinding => ({
  userId,
  slot: 'netlify',
  destination: `api ${destinationOrigin(serverConfig().netlifyApiUrl)}`,
});

const RowSchema = v.object({ token_sealed: v.string(), token_last4: v.string() });

async function storedRow(userId: string): Promise<v.InferOutput<typeof RowSchema> | null> {
  const { data, error } = await serviceClient()
    .from('netlify_tokens')
    .select('token_sealed, token_last4')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`netlify token lookup failed: ${error.code ?? ''} ${error.message}`);
  return data ? fromDatabase(RowSchema, data, 'netlify_tokens') : null;
}

export async function netlifyTokenStatus(userId: string): Promise<NetlifyTokenStatus> {
  const row = await storedRow(userId);
  return { saved: row !== null, last4: row?.token_last4 ?? null };
}

export async function saveNetlifyToken(userId: string, token: string): Promise<NetlifyTokenStatus> {
  const last4 = token.slice(-4);
  const { error } = await serviceClient()
    .from('netlify_tokens')
    .upsert({ user_id: userId, token_sealed: sealBound(token, binding(userId)), token_last4: last4, updated_at: new Date().toISOString() });
  if (error) throw new Error(`netlify token save failed: ${error.code ?? ''} ${error.message}`);
  return { saved: true, last4 };
}

export async function removeNetlifyToken(userId: string): Promise<NetlifyTokenStatus> {
  const { error } = await serviceClient().from('netlify_tokens').delete().eq('user_id', userId);
  if (error) throw new Error(`netlify token delete failed: ${error.code ?? ''} ${error.message}`);
  return { saved: false, last4: null };
}

async function resealed(userId: string, token: string): Promise<void> {
  const { error } = await serviceClient()
    .from('netlify_tokens')
    .update({ token_sealed: sealBound(token, binding(userId)) })
    .eq('user_id', userId);
  if (error) console.error(`[netlify] token reseal failed: ${error.code ?? ''} ${error.message}`);
}

/** The saved token, opened for the configured API: 409 when none is saved or it was sealed for another address. */
export async function openNetlifyToken(userId: string): Promise<string> {
  const row = await storedRow(userId);
  if (!row) throw new HttpError(409, NO_TOKEN);
  try {
    const { plaintext, stale } = openBound(row.token_sealed, binding(userId));
    // Sealed with an older server key (PROVIDER_KEYS_SECRET rotated): sealed again with the newest.
    if (stale) await resealed(userId, plaintext);
    return plaintext;
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw new HttpError(409, TOKEN_AGAIN);
    throw error;
  }
}
