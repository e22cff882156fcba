// The semantic half of Mr. Support's search: how close in meaning a question is to
// each guide section, as the cosine of sentence vectors (sentence-encoder.ts). The
// guide's vectors are computed when the index is built (scripts/support-index.ts,
// guide-vectors.generated.json); only the question is encoded per request.
import vectorsFile from './guide-vectors.generated.json' with { type: 'json' };
import { encodeSentences } from './sentence-encoder.ts';
import { decodeVectors } from './vector-codec.ts';

export interface GuideVectorsFile {
  model: string;
  /** sentencesHash of the sentences and model the vectors were computed from. */
  sourceHash: string;
  /** The sections, and per vector the index of the section it belongs to. */
  sections: string[];
  owners: number[];
  dimensions: number;
  scales: number[];
  data: string;
}

interface GuideVectors {
  owners: string[];
  vectors: Float32Array[];
}

let decoded: GuideVectors | null = null;
function guideVectors(): GuideVectors {
  const file = vectorsFile as GuideVectorsFile;
  decoded ??= { owners: file.owners.map((index) => file.sections[index]!), vectors: decodeVectors(file) };
  return decoded;
}

function dot(a: Float32Array, b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * Per section, how close `question` is in meaning (cosine, -1 to 1): the mean of its
 * two closest sentences, so that one stray sentence does not carry a section.
 */
export async function sectionSimilarities(question: string): Promise<Map<string, number>> {
  const [query] = await encodeSentences([question]);
  const { owners, vectors } = guideVectors();
  const closest = new Map<string, { first: number; second?: number }>();
  vectors.forEach((vector, i) => {
    const similarity = dot(vector, query!);
    const known = closest.get(owners[i]!);
    if (!known) closest.set(owners[i]!, { first: similarity });
    else if (similarity > known.first) closest.set(owners[i]!, { first: similarity, second: known.first });
    else if (known.second === undefined || similarity > known.second) known.second = similarity;
  });
  return new Map([...closest].map(([section, { first, second = first }]) => [section, (first + second) / 2]));
}
