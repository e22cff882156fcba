// Writes netlify/lib/support/guide-vectors.generated.json, the sentence vectors of
// the guide that Mr. Support's semantic search compares questions with
// (netlify/lib/support/semantic-search.ts). scripts/support-index.ts calls it after
// writing the index; encoding the guide takes about half a minute, so the file is
// rewritten only when its sentences or the model changed (its sourceHash says).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GuideSection } from '../netlify/lib/support/guide-sections.ts';
import { guideSentences, sentencesHash } from '../netlify/lib/support/guide-sentences.ts';
import type { Passage } from '../netlify/lib/support/passages.ts';
import type { GuideVectorsFile } from '../netlify/lib/support/semantic-search.ts';
import { encodeSentences, SENTENCE_MODEL } from '../netlify/lib/support/sentence-encoder.ts';
import { encodeVectors } from '../netlify/lib/support/vector-codec.ts';

/** What the vectors are computed from: the index's sections and passages. */
export interface GuideText {
  sections: readonly GuideSection[];
  passages: readonly Passage[];
}

export const VECTORS_FILE = fileURLToPath(new URL('../netlify/lib/support/guide-vectors.generated.json', import.meta.url));

/** The sentences to encode, and their hash. */
function sourceOf({ sections, passages }: GuideText) {
  const sentences = guideSentences(sections, passages);
  return { sentences, hash: sentencesHash(SENTENCE_MODEL, sentences) };
}

/** Whether the vectors file was computed from this text of the guide with this model. */
export function guideVectorsUpToDate(guide: GuideText): boolean {
  try {
    const stored = JSON.parse(readFileSync(VECTORS_FILE, 'utf8')) as GuideVectorsFile;
    return stored.sourceHash === sourceOf(guide).hash;
  } catch {
    return false;
  }
}

/** Encodes the guide's sentences and writes the vectors file; returns how many vectors. */
export async function writeGuideVectors(guide: GuideText): Promise<number> {
  const { sentences, hash } = sourceOf(guide);
  const sections = [...new Set(sentences.map((sentence) => sentence.section))];
  const index = new Map(sections.map((section, i) => [section, i]));
  const file: GuideVectorsFile = {
    model: SENTENCE_MODEL,
    sourceHash: hash,
    sections,
    owners: sentences.map((sentence) => index.get(sentence.section)!),
    ...encodeVectors(await encodeSentences(sentences.map((sentence) => sentence.text))),
  };
  writeFileSync(VECTORS_FILE, `${JSON.stringify(file)}\n`);
  return sentences.length;
}
