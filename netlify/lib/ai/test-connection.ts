// 'Test connection' in API Settings: the smallest real call a key can make, the
// provider's model list, with the key the user typed (or saved). A custom endpoint
// is reached only through the SSRF-safe outbound fetch.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { serverConfig } from '../env.ts';
import { outboundFetch } from '../outbound.ts';
import { describeFailure } from './provider-call.ts';
import type { BuiltInProviderId, ProviderTestResponse } from '#domain/provider-settings.ts';
import { PROVIDERS } from '#domain/providers.ts';

export type ConnectionTarget =
  | { kind: BuiltInProviderId; apiKey: string }
  | { kind: 'custom'; label: string; apiKey: string; baseUrl: string; model: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function testConnection(target: ConnectionTarget): Promise<ProviderTestResponse> {
  const label = target.kind === 'custom' ? target.label : PROVIDERS[target.kind].label;
  const options = { apiKey: target.apiKey || 'none', timeout: serverConfig().timeoutsMs.providerTest, maxRetries: 0 };
  try {
    let ids: string[];
    if (target.kind !== 'custom' && PROVIDERS[target.kind].sdk === 'anthropic') {
      const client = new Anthropic({ ...options, baseURL: serverConfig().providers[target.kind].baseURL });
      ids = (await client.models.list({ limit: 100 })).data.map((model) => model.id);
    } else {
      const custom = target.kind === 'custom';
      const client = new OpenAI({
        ...options,
        baseURL: custom ? target.baseUrl : serverConfig().providers[target.kind].baseURL,
        ...(custom ? { fetch: outboundFetch as typeof fetch } : {}),
      });
      ids = (await client.models.list()).data.map((model) => model.id);
      // A provider whose model list answers anyone (OpenRouter) proves a key with its key endpoint.
      const keyCheckPath = custom ? undefined : PROVIDERS[target.kind].keyCheckPath;
      if (keyCheckPath) await client.get(keyCheckPath);
    }
    if (target.kind === 'custom' && ids.length && !ids.includes(target.model)) {
      return {
        ok: true,
        detail: `Connected to ${label}, but it does not list the model "${target.model}" among its ${plural(ids.length, 'model')}. Check the model id.`,
      };
    }
    return { ok: true, detail: `Connected to ${label}: the key works (${plural(ids.length, 'model')} available).` };
  } catch (error) {
    return { ok: false, detail: describeFailure(label, error, target.kind === 'custom' ? 'custom' : 'user').message };
  }
}
