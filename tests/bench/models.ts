// The AI Model Database with hundreds of models: the catalogue is filled to 500
// approved public entries, then a visitor types a search and deletes it again, one
// key at a time. Each keystroke is timed in the page, from the key's event to the
// first frame after the grid changed (keydown timestamp -> the frame after the
// input's handlers ran: requestAnimationFrame, then a task after that paint).
import { chromium } from '@playwright/test';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium.ts';

export const MODEL_COUNT = 500;
/** Typed, then deleted with Backspace: narrows 500 cards to a few, then back. */
const TYPED = 'bench model 4';

const PROVIDERS = [
  'OpenAI',
  'Anthropic',
  'Google',
  'Meta',
  'Mistral AI',
  'Cohere',
  'DeepSeek',
  'Qwen',
  'xAI',
  'Amazon',
  'Microsoft',
  'NVIDIA',
  'Perplexity',
  'AI21',
  'Nous Research',
];

/** Adds approved public models until the catalogue holds `MODEL_COUNT`. */
export async function fillCatalogue(): Promise<number> {
  const admin = createServerClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_ROLE_KEY!);
  const { count } = await admin
    .from('ai_models')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'approved')
    .eq('visibility', 'public');
  const missing = MODEL_COUNT - (count ?? 0);
  const rows = Array.from({ length: Math.max(0, missing) }, (_, i) => {
    const n = String(i).padStart(3, '0');
    const free = i % 4 === 0;
    return {
      id: `bench/model-${n}`,
      name: `Bench Model ${n}`,
      provider: PROVIDERS[i % PROVIDERS.length]!,
      type: free ? 'free' : 'paid',
      input_price_per_1k: free ? 0 : 0.0005 + (i % 7) / 1000,
      output_price_per_1k: free ? 0 : 0.0015 + (i % 7) / 500,
      context_tokens: [8192, 32000, 128000, 200000, 1000000][i % 5]!,
      description: `A benchmark entry with a description long enough to wrap over a few lines of its card, number ${n}.`,
      released_on: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`,
      status: 'approved',
      visibility: 'public',
      source: 'openrouter',
    };
  });
  for (let start = 0; start < rows.length; start += 100) {
    const { error } = await admin.from('ai_models').insert(rows.slice(start, start + 100));
    if (error) throw new Error(`could not fill the catalogue: ${error.message}`);
  }
  return (count ?? 0) + rows.length;
}

export interface SearchTiming {
  /** Milliseconds from each keystroke to the first frame after the grid updated. */
  perKeystroke: number[];
  p50: number;
  max: number;
}

export async function measureModelSearch(baseUrl: string): Promise<SearchTiming> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable({ fullBrowser: true }), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL('/models', baseUrl).href);
    const box = page.getByRole('searchbox', { name: 'Search models by name or provider' });
    await page.getByRole('list', { name: 'Models' }).waitFor();
    await box.focus();
    await page.evaluate(() => {
      const w = window as unknown as { __keyTimes: number[]; __keyAt: number };
      w.__keyTimes = [];
      document.addEventListener('keydown', (event) => void (w.__keyAt = event.timeStamp), true);
      // Runs after React's own input listener (on the root), so the grid is already updated.
      window.addEventListener('input', () => {
        const at = w.__keyAt;
        requestAnimationFrame(() => setTimeout(() => w.__keyTimes.push(performance.now() - at), 0));
      });
    });
    const keys = [...TYPED, ...Array<string>(TYPED.length).fill('Backspace')];
    for (const [i, key] of keys.entries()) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForFunction((n) => (window as unknown as { __keyTimes: number[] }).__keyTimes.length >= n, i + 1);
    }
    const perKeystroke = await page.evaluate(() => (window as unknown as { __keyTimes: number[] }).__keyTimes);
    const sorted = [...perKeystroke].sort((a, b) => a - b);
    return { perKeystroke, p50: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
  } finally {
    await browser.close();
  }
}
