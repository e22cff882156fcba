// Measures Mr. Support's retrieval on the question tables of tests/unit (npm run
// support:eval): per table, recall@1, the share of questions whose best section (the
// answer without a model) is one that answers them, and recall@model, the share whose
// answering section is among the sections the model is given. `--misses` lists the
// questions each table misses (read them; tune only on the tuned tables, never on a
// held-out set).
import { fileURLToPath } from 'node:url';
import { retrieve } from '../netlify/lib/support/retrieve.ts';
import { HELD_OUT_QUESTIONS_8 } from '../tests/unit/support-held-out-8.ts';
import { HELD_OUT_SETS, SUPPORT_QUESTIONS, type SupportQuestion } from '../tests/unit/support-questions.ts';

export interface Recall {
  questions: number;
  /** Questions whose best section answers them. */
  first: number;
  /** Questions with an answering section among those the model gets. */
  model: number;
  /** ...and among the same places of the ranking when the threshold is ignored (what the threshold costs). */
  ungated: number;
  /** The most sections the model got for one question, and how many it got on average. */
  maxGiven: number;
  meanGiven: number;
  /** Questions that got no section at all (the do-not-know answer). */
  unanswered: number;
  misses: { question: string; expected: readonly string[]; got: string[] }[];
}

export async function recallOf(questions: readonly SupportQuestion[]): Promise<Recall> {
  const recall: Recall = {
    questions: questions.length,
    first: 0,
    model: 0,
    ungated: 0,
    maxGiven: 0,
    meanGiven: 0,
    unanswered: 0,
    misses: [],
  };
  let given = 0;
  for (const [question, ...expected] of questions) {
    const found = await retrieve(question);
    const best = found.sections[0]?.section.id;
    const sections = found.candidates.map(({ section }) => section.id);
    if (best && expected.includes(best)) recall.first++;
    if (found.ranking.some(({ section }) => expected.includes(section.id))) recall.ungated++;
    if (sections.some((id) => expected.includes(id))) recall.model++;
    else recall.misses.push({ question, expected, got: sections });
    if (!sections.length) recall.unanswered++;
    recall.maxGiven = Math.max(recall.maxGiven, sections.length);
    given += sections.length;
  }
  recall.meanGiven = given / questions.length;
  return recall;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

export function recallLine(name: string, recall: Recall): string {
  const { questions, first, model, ungated, maxGiven, meanGiven, unanswered } = recall;
  return `${name.padEnd(22)} n=${String(questions).padStart(3)}  recall@1 ${first}/${questions} (${percent(first, questions)})  recall@model ${model}/${questions} (${percent(model, questions)})  [ungated ${percent(ungated, questions)}]  sections given: mean ${meanGiven.toFixed(2)}, max ${maxGiven}; none: ${unanswered}`;
}

/** The tables: the tuned ones first, then the held-out sets (the eighth written with My files). */
export const EVAL_TABLES: readonly [name: string, questions: readonly SupportQuestion[]][] = [
  ['typical (tuned)', SUPPORT_QUESTIONS],
  ...HELD_OUT_SETS.map((questions, i): [string, readonly SupportQuestion[]] => [`held-out ${i + 1}`, questions]),
  ['held-out 8 (My files)', HELD_OUT_QUESTIONS_8],
];

async function main() {
  if (process.argv.includes('--off-topic')) {
    const { OFF_TOPIC_QUESTIONS, HELD_OUT_OFF_TOPIC, HELD_OUT_OFF_TOPIC_2 } = await import('../tests/unit/support-questions.ts');
    for (const [name, questions] of [
      ['off-topic', OFF_TOPIC_QUESTIONS],
      ['off-topic held 1', HELD_OUT_OFF_TOPIC],
      ['off-topic held 2', HELD_OUT_OFF_TOPIC_2],
    ] as const) {
      let n = 0;
      const which: string[] = [];
      for (const q of questions)
        if ((await retrieve(q)).candidates.length) {
          n++;
          which.push(q);
        }
      console.log(`${name}: ${n}/${questions.length} reach the model: ${which.join(' | ')}`);
    }
  }
  const showMisses = process.argv.includes('--misses');
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  for (const [name, questions] of EVAL_TABLES) {
    if (only && !name.includes(only)) continue;
    const recall = await recallOf(questions);
    console.log(recallLine(name, recall));
    if (showMisses)
      for (const miss of recall.misses)
        console.log(`    missed "${miss.question}": wanted ${miss.expected.join(' or ')}, got ${miss.got.join(', ') || 'nothing'}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
