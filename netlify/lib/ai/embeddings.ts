// Search by meaning: passages and questions turned into vectors by OpenAI's
// text-embedding-3-small, with the user's own OpenAI key (API Settings) or else the
// platform's (OPENAI_API_KEY). Without either, search is by words alone. The vectors
// are stored beside the passages (pgvector) and fused with the full-text ranking in
// search_document_chunks.
import OpenAI from 'openai';
import { serverConfig } from '../env.ts';
import type { UserChatKeys } from './model-routing.ts';

export const EMBEDDING_MODEL = 'text-embedding-3-small';
/** The vectors' length: the column is extensions.vector(1536). */
export const EMBEDDING_DIMENSIONS = 1536;
/** Texts a request embeds at most (OpenAI takes 2,048 and 300,000 tokens; passages are up to ~1,800 characters). */
const TEXTS_PER_REQUEST = 128;
/** A passage is cut to this many characters before it is embedded (the model reads 8,191 tokens). */
const TEXT_MAX_CHARS = 8_000;

export interface EmbeddingKey {
  apiKey: string;
  baseURL: string;
}

/** The key that embeds for this user: their own OpenAI key when it is switched on, else the platform's; null without either. */
export function embeddingKey(user: UserChatKeys): EmbeddingKey | null {
  const { apiKey: platformKey, baseURL } = serverConfig().providers.openai;
  const own = user.enabled.openai !== false ? user.keys.openai : undefined;
  if (own) return { apiKey: own, baseURL };
  return platformKey ? { apiKey: platformKey, baseURL } : null;
}

/** The texts' vectors, in their order, all within `timeoutMs`; throws the provider's error (callers fall back to words alone). */
export async function embedTexts(key: EmbeddingKey, texts: readonly string[], timeoutMs: number): Promise<number[][]> {
  const client = new OpenAI({ apiKey: key.apiKey, baseURL: key.baseURL, timeout: timeoutMs, maxRetries: 1 });
  const signal = AbortSignal.timeout(timeoutMs);
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += TEXTS_PER_REQUEST) {
    const input = texts.slice(start, start + TEXTS_PER_REQUEST).map((text) => text.slice(0, TEXT_MAX_CHARS) || ' ');
    const answer = await client.embeddings.create({ model: EMBEDDING_MODEL, input, encoding_format: 'float' }, { signal });
    const ordered = [...answer.data].sort((a, b) => a.index - b.index);
    if (ordered.length !== input.length || ordered.some((item) => item.embedding.length !== EMBEDDING_DIMENSIONS)) {
      throw new Error(`the embeddings answer has ${ordered.length} vectors for ${input.length} texts, or vectors of another length`);
    }
    vectors.push(...ordered.map((item) => item.embedding));
  }
  return vectors;
}

/** A vector as pgvector's text form reads it: [0.1,0.2,...]. */
export const vectorLiteral = (vector: readonly number[]) =>
  `[${vector.map((x) => (Number.isFinite(x) ? Number(x.toFixed(7)) : 0)).join(',')}]`;
