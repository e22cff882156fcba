// The provider list as the user edits it, before 'Save All Settings': toggles, typed
// keys, keys to remove, custom providers added or removed, and the order. Saving
// sends the whole list; the server's answer becomes the new starting point.
import { useCallback, useMemo, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { customProviderId, type ProviderSetting, type ProviderSettingsResponse, type ProviderUpdate } from '../../domain/provider-settings';
import { saveProviderSettings } from './api/save-provider-settings';

export interface DraftProvider extends ProviderSetting {
  /** A key typed here (sent on save); undefined leaves the saved key as it is. */
  typedKey?: string;
  /** The saved key is to be removed on save. */
  removeKey?: boolean;
}

export interface NewCustomProvider {
  name: string;
  provider: string;
  apiKey: string;
  baseUrl: string;
  model: string;
}

function toUpdate(entry: DraftProvider): ProviderUpdate {
  const apiKey = entry.typedKey?.trim() ? entry.typedKey.trim() : entry.removeKey ? '' : undefined;
  return {
    id: entry.id,
    kind: entry.kind,
    name: entry.name,
    provider: entry.provider,
    enabled: entry.enabled,
    ...(entry.kind === 'custom' ? { baseUrl: entry.baseUrl, model: entry.model } : {}),
    ...(apiKey !== undefined ? { apiKey } : {}),
  };
}

const sameList = (a: readonly DraftProvider[], b: readonly DraftProvider[]) =>
  JSON.stringify(a.map(toUpdate)) === JSON.stringify(b.map(toUpdate));

export function useProviderDraft(data: ProviderSettingsResponse | undefined, mutate: KeyedMutator<ProviderSettingsResponse>) {
  const [baseline, setBaseline] = useState<ProviderSettingsResponse | undefined>(undefined);
  const [draft, setDraft] = useState<DraftProvider[]>([]);
  const [saving, setSaving] = useState(false);
  // A new answer from the server (first load, or after saving) is the new starting point.
  if (data && data !== baseline) {
    setBaseline(data);
    setDraft(data.providers);
  }
  const saved = useMemo(() => baseline?.providers ?? [], [baseline]);
  const dirty = useMemo(() => !sameList(draft, saved), [draft, saved]);

  const change = useCallback((id: string, patch: Partial<DraftProvider>) => {
    setDraft((list) => list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);

  /** Adds a custom provider at the end; the reason when it cannot be added (its id is taken). */
  const add = useCallback(
    (input: NewCustomProvider): string | null => {
      const id = customProviderId(input.name);
      if (draft.some((entry) => entry.id === id)) return `A provider with the id "${id}" is already in your list. Choose another name.`;
      const entry: DraftProvider = {
        id,
        kind: 'custom',
        name: input.name.trim(),
        provider: input.provider.trim(),
        logo: '🔌',
        description: 'Your own OpenAI-compatible endpoint.',
        enabled: true,
        baseUrl: input.baseUrl.trim() || null,
        model: input.model.trim() || null,
        apiKeyConfigured: false,
        keyLast4: null,
        // Added without a key means no key, also when it replaces a removed provider of the same name whose key was saved.
        ...(input.apiKey.trim() ? { typedKey: input.apiKey.trim() } : { removeKey: true }),
      };
      setDraft((list) => [...list, entry]);
      return null;
    },
    [draft],
  );

  const remove = useCallback((id: string) => setDraft((list) => list.filter((entry) => entry.id !== id)), []);

  const move = useCallback((from: number, to: number) => {
    setDraft((list) => {
      const next = [...list];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  }, []);

  const save = useCallback(async () => {
    setSaving(true);
    try {
      const answer = await saveProviderSettings({ providers: draft.map(toUpdate) });
      await mutate(answer, { revalidate: false });
    } finally {
      setSaving(false);
    }
  }, [draft, mutate]);

  return { draft, dirty, saving, change, add, remove, move, save };
}
