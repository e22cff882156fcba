// A file's passages get their vectors when a key embeds for the owner (ai/embeddings.ts)
// and the database stores vectors (pgvector), so the chat finds a passage by what it
// means, not only by its words. Embedding is a plus: when it fails the file is still
// Ready and found by its words, and the failure is logged.
import { messageOf } from '#domain/error-message.ts';
import { embeddingKey, embedTexts, vectorLiteral } from '../ai/embeddings.ts';
import { serviceClient } from '../db.ts';
import { loadUserChatKeys } from '../settings/providers.ts';

/** Vectors stored per call: about 20 KB of text each. */
const VECTORS_PER_STORE = 100;

let vectorsEnabled: Promise<boolean> | null = null;
/** Whether the database stores vectors; asked once a process (a schema does not lose its column). */
export function databaseStoresVectors(): Promise<boolean> {
  vectorsEnabled ??= (async () => {
    const { data, error } = await serviceClient().rpc('document_vectors_enabled');
    if (error) throw new Error(`vector support lookup failed: ${error.message}`);
    return data === true;
  })().catch((error: unknown) => {
    vectorsEnabled = null;
    throw error;
  });
  return vectorsEnabled;
}

/** What a passage is embedded as: its heading, then its text. */
const embeddedText = (passage: { heading: string | null; content: string }) =>
  passage.heading ? `${passage.heading}\n${passage.content}` : passage.content;

/**
 * Embeds and stores the vectors of a document's passages (ordinal = place in the
 * list). Returns how many were stored: 0 without a key or pgvector, or on failure.
 */
export async function storePassageVectors(
  document: { id: string; user_id: string },
  passages: readonly { heading: string | null; content: string }[],
  timeoutMs: number,
): Promise<number> {
  if (!passages.length) return 0;
  try {
    const key = embeddingKey(await loadUserChatKeys(document.user_id));
    if (!key || !(await databaseStoresVectors())) return 0;
    const vectors = await embedTexts(key, passages.map(embeddedText), timeoutMs);
    for (let start = 0; start < vectors.length; start += VECTORS_PER_STORE) {
      const slice = vectors.slice(start, start + VECTORS_PER_STORE);
      const { error } = await serviceClient().rpc('store_chunk_embeddings', {
        p_document_id: document.id,
        p_ordinals: slice.map((_, index) => start + index),
        p_embeddings: slice.map(vectorLiteral),
      });
      if (error) throw new Error(`storing vectors failed: ${error.message}`);
    }
    return vectors.length;
  } catch (error) {
    console.error(`[files] the passages' vectors were not made (found by words only): ${messageOf(error, String(error))}`);
    return 0;
  }
}
