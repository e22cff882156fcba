// The AI Model Database (/models) and its admin review (/admin/models): the
// catalogue's row as pages and functions read it (table ai_models, migration
// 20261123000200), how its figures are written, search, filters and counts.
import * as v from 'valibot';
import type { Database } from './database.types';
import type { ProviderId } from './providers';

type ModelRow = Database['public']['Tables']['ai_models']['Row'];

/** What the pages and GET /api/admin/fetch-new-models answer with for one model. */
export type CatalogueModel = Pick<
  ModelRow,
  | 'id'
  | 'name'
  | 'provider'
  | 'type'
  | 'input_price_per_1k'
  | 'output_price_per_1k'
  | 'context_tokens'
  | 'speed'
  | 'description'
  | 'released_on'
  | 'popularity'
  | 'status'
  | 'visibility'
  | 'source'
>;

/** The columns of CatalogueModel, for selects. */
export const CATALOGUE_COLUMNS =
  'id, name, provider, type, input_price_per_1k, output_price_per_1k, context_tokens, speed, description, released_on, popularity, status, visibility, source';

export const CatalogueModelSchema = v.object({
  id: v.string(),
  name: v.string(),
  provider: v.string(),
  type: v.string(),
  input_price_per_1k: v.nullable(v.number()),
  output_price_per_1k: v.nullable(v.number()),
  context_tokens: v.nullable(v.number()),
  speed: v.nullable(v.string()),
  description: v.string(),
  released_on: v.nullable(v.string()),
  popularity: v.nullable(v.number()),
  status: v.string(),
  visibility: v.nullable(v.string()),
  source: v.string(),
}) satisfies v.GenericSchema<CatalogueModel>;

/** GET /api/admin/fetch-new-models: the models the fetch stored as pending (only new ones). */
export const FetchNewModelsResponseSchema = v.object({ success: v.literal(true), models: v.array(CatalogueModelSchema) });
export type FetchNewModelsResponse = v.InferOutput<typeof FetchNewModelsResponseSchema>;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A model a user added to their chat ('Add to Platform'), with how it can be asked. */
export interface AddedModel {
  id: string;
  name: string;
  provider: string;
  /** The provider reached directly with a key for it, when the model has one (else only the model router answers it). */
  route: { provider: ProviderId; model: string } | null;
}

/** A user's chat takes at most this many added models (enforced in Postgres). */
export const USER_MODELS_MAX = 10;

export type ModelFilter = 'all' | 'free' | 'paid';

export const MODEL_FILTERS: readonly { id: ModelFilter; label: string }[] = [
  { id: 'all', label: 'All Models' },
  { id: 'free', label: 'Free/Open Source' },
  { id: 'paid', label: 'Paid' },
];

/** Lower-case name and provider of each model, computed once per list so a keystroke only compares strings. */
/** Lower case without spaces or punctuation: "GPT-4 Turbo" and "gpt4turbo" meet. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function searchIndex(models: readonly CatalogueModel[]): string[] {
  return models.map((model) => {
    const text = `${model.name}\n${model.provider}`;
    return `${text.toLowerCase()}\n${compact(model.name)}\n${compact(model.provider)}`;
  });
}

/**
 * Models whose name or provider contains every word of `query` (written with or
 * without its spaces and hyphens: "gpt4" finds GPT-4) and whose type passes
 * `filter`, in list order.
 */
export function filterModels(
  models: readonly CatalogueModel[],
  index: readonly string[],
  query: string,
  filter: ModelFilter,
): CatalogueModel[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word, compact: compact(word) }));
  return models.filter(
    (model, i) =>
      (filter === 'all' || model.type === filter) &&
      words.every(({ word, compact: bare }) => index[i]!.includes(word) || (bare !== '' && index[i]!.includes(bare))),
  );
}

export interface ModelStats {
  total: number;
  free: number;
  paid: number;
  providers: number;
}

export function modelStats(models: readonly CatalogueModel[]): ModelStats {
  const free = models.filter((model) => model.type === 'free').length;
  return {
    total: models.length,
    free,
    paid: models.length - free,
    providers: new Set(models.map((model) => model.provider.toLowerCase())).size,
  };
}

/** USD per million tokens as OpenRouter and the providers show it: cents always ($2.50, $0.15), more decimals when the price needs them ($0.075). */
function usdPerMillion(pricePer1k: number): string {
  const price = Math.round(pricePer1k * 1000 * 1e6) / 1e6;
  if (price === 0) return '$0';
  const decimals = price >= 1 ? 2 : Math.min(6, Math.max(2, 1 - Math.floor(Math.log10(price)) + 1));
  return `$${price.toFixed(decimals).replace(/(\.\d\d\d*?)0+$/, '$1')}`;
}

/**
 * The pricing line of a card: both prices per million tokens, as OpenRouter lists
 * them (the catalogue keeps them per 1K), 'Free' for free models, 'Variable pricing'
 * when the source gives none.
 */
export function formatPricing(model: Pick<CatalogueModel, 'type' | 'input_price_per_1k' | 'output_price_per_1k'>): string {
  const input = model.input_price_per_1k;
  const output = model.output_price_per_1k;
  if (input !== null && output !== null && (input > 0 || output > 0))
    return `${usdPerMillion(input)} / ${usdPerMillion(output)} per 1M tokens (in / out)`;
  if (model.type === 'free') return 'Free';
  return 'Variable pricing';
}

/** 8192 -> '8K', 128000 -> '128K', 1000000 -> '1M', 1048576 -> '1M'; null when unknown. */
export function formatContext(tokens: number | null): string | null {
  if (!tokens) return null;
  if (tokens >= 1_000_000) return `${Number((tokens / 1_000_000).toFixed(1))}M`;
  if (tokens >= 1000) return `${Math.round(tokens / 1000)}K`;
  return String(tokens);
}

/** The year and month a model was added ('2024-05'), or null. */
export function formatAdded(releasedOn: string | null): string | null {
  return releasedOn ? releasedOn.slice(0, 7) : null;
}
