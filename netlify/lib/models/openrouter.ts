// 'Fetch Latest Models': OpenRouter's public model list (no key needed), read and
// mapped to the catalogue's shape. Only what the list says is kept: popularity and
// speed, which it does not give, stay empty.
import * as v from 'valibot';
import type { CatalogueModel } from '#domain/model-catalogue.ts';
import { MODEL_ROUTER, PROVIDER_LIST, PROVIDERS, type ProviderId } from '#domain/providers.ts';
import { serverConfig } from '../env.ts';
import { HttpError } from '../http.ts';
import { outboundText } from '../outbound.ts';

/** A fetched model as it is stored: the catalogue's fields plus the direct route, when there is one. */
export type FetchedModel = Omit<CatalogueModel, 'status' | 'visibility' | 'source' | 'popularity' | 'speed'> & {
  route_provider: ProviderId | null;
  route_model: string | null;
};

const MAX_LIST_BYTES = 20_000_000;
const DESCRIPTION_MAX = 2000;
const ID_PATTERN = /^[A-Za-z0-9~][A-Za-z0-9._:/~@+-]{0,199}$/;
/** What may follow a provider's prefix for the rest to be that provider's own model id. */
const DIRECT_MODEL = /^[a-z0-9.-]+$/;
const LIST = `${PROVIDERS[MODEL_ROUTER].label}'s model list`;

const priceText = v.optional(v.nullable(v.union([v.string(), v.number()])));

// Lenient on purpose: an entry that does not fit is skipped, the rest still arrive.
const EntrySchema = v.object({
  id: v.pipe(v.string(), v.regex(ID_PATTERN)),
  name: v.optional(v.nullable(v.string())),
  description: v.optional(v.nullable(v.string())),
  created: v.optional(v.nullable(v.number())),
  context_length: v.optional(v.nullable(v.number())),
  pricing: v.optional(v.nullable(v.object({ prompt: priceText, completion: priceText }))),
});

const ListSchema = v.object({ data: v.array(v.unknown()) });

/** What a provider prefix of an id is called when the name does not say ('meta-llama' -> 'Meta Llama'). */
function providerFromId(id: string): string {
  const prefix = id.replace(/^~/, '').split('/')[0] ?? id;
  return prefix
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The provider an id's prefix names and its own id for the model ('openai/gpt-4o' -> OpenAI's 'gpt-4o'), when it can be asked directly. */
function directRoute(id: string): { provider: ProviderId; model: string } | null {
  for (const provider of PROVIDER_LIST) {
    const prefix = provider.openRouterPrefix;
    if (prefix && id.startsWith(prefix) && DIRECT_MODEL.test(id.slice(prefix.length)))
      return { provider: provider.id, model: id.slice(prefix.length) };
  }
  return null;
}

/** A per-token price string as USD per 1K tokens; null when absent, unreadable or negative (OpenRouter's "-1": it varies). */
function per1k(price: string | number | null | undefined): number | null {
  if (price === null || price === undefined || price === '') return null;
  const perToken = Number(price);
  if (!Number.isFinite(perToken) || perToken < 0) return null;
  return Number((perToken * 1000).toPrecision(6));
}

/** One entry of the list in the catalogue's shape, or null when it cannot be used. */
export function mapOpenRouterModel(raw: unknown): FetchedModel | null {
  const parsed = v.safeParse(EntrySchema, raw);
  if (!parsed.success) return null;
  const entry = parsed.output;
  // "OpenAI: GPT-4o" names its provider; otherwise the id's prefix does.
  const fullName = entry.name?.trim() || entry.id;
  const colon = fullName.indexOf(': ');
  const provider = (colon > 0 ? fullName.slice(0, colon) : providerFromId(entry.id)).slice(0, 100);
  const name = (colon > 0 ? fullName.slice(colon + 2) : fullName).slice(0, 200);
  const prompt = entry.pricing?.prompt;
  const completion = entry.pricing?.completion;
  const input = per1k(prompt);
  const output = per1k(completion);
  // Free only when the list says 0 for both; a missing or negative price is not free.
  const free = input === 0 && output === 0;
  const bothKnown = input !== null && output !== null;
  const direct = directRoute(entry.id);
  const created = entry.created && entry.created > 0 ? new Date(entry.created * 1000) : null;
  return {
    id: entry.id,
    name: name || entry.id,
    provider: provider || 'Unknown',
    type: free ? 'free' : 'paid',
    input_price_per_1k: free ? 0 : bothKnown ? input : null,
    output_price_per_1k: free ? 0 : bothKnown ? output : null,
    context_tokens: entry.context_length && entry.context_length > 0 ? Math.round(entry.context_length) : null,
    description: (entry.description ?? '').trim().slice(0, DESCRIPTION_MAX),
    released_on: created && !Number.isNaN(created.getTime()) ? created.toISOString().slice(0, 10) : null,
    route_provider: direct?.provider ?? null,
    route_model: direct?.model ?? null,
  };
}

const UNAVAILABLE = `Could not read ${LIST} right now. Please try again later.`;

/** Every usable model of the list (OPENROUTER_MODELS_URL); a 502 HttpError when the list cannot be read. */
export async function readOpenRouterModels(): Promise<FetchedModel[]> {
  let text: string;
  try {
    const { openRouterModelsUrl, openRouterModelsTimeoutMs } = serverConfig();
    const response = await outboundText(openRouterModelsUrl, {
      headers: { Accept: 'application/json' },
      timeoutMs: openRouterModelsTimeoutMs,
      maxBytes: MAX_LIST_BYTES,
    });
    if (response.status !== 200) throw new HttpError(502, `${LIST} answered HTTP ${response.status}. Please try again later.`);
    text = response.text;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.warn(`[models] model list unreachable: ${error instanceof Error ? error.name : 'error'}`);
    throw new HttpError(502, UNAVAILABLE);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(502, `${LIST} was not valid JSON. Please try again later.`);
  }
  const list = v.safeParse(ListSchema, body);
  if (!list.success) throw new HttpError(502, `${LIST} did not have the expected shape. Please try again later.`);
  const seen = new Set<string>();
  return list.output.data.flatMap((raw) => {
    const model = mapOpenRouterModel(raw);
    if (!model || seen.has(model.id)) return [];
    seen.add(model.id);
    return [model];
  });
}
