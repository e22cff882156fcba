import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CheckCircle2, Eye, EyeOff, GripVertical, PlugZap, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Switch } from '../../components/Switch';
import type { ProviderTestResponse } from '../../domain/provider-settings';
import { CUSTOM_PROVIDER_BASE } from '../../domain/providers';
import { ApiError } from '../../lib/api-client';
import { testProvider } from './api/test-provider';
import type { DraftProvider } from './use-provider-draft';

interface ProviderRowProps {
  entry: DraftProvider;
  onChange: (patch: Partial<DraftProvider>) => void;
  onRemove: () => void;
}

/** The provider's initials (OpenAI: OP, Mistral AI: MA): a logo that needs no image or emoji font. */
function monogram(provider: string): string {
  const words = provider.trim().split(/\s+/);
  return (words.length > 1 ? words[0]!.charAt(0) + words[1]!.charAt(0) : provider.slice(0, 2)).toUpperCase();
}

/** One provider: drag handle, on/off, key with reveal, Test connection, remove. */
export function ProviderRow({ entry, onChange, onRemove }: ProviderRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id });
  const keyId = useId();
  const [reveal, setReveal] = useState(false);
  const custom = entry.kind === 'custom';
  const savedKey = entry.apiKeyConfigured && !entry.removeKey;
  // A test's result speaks of the key and address it tested: once either changes (another
  // key typed, a key saved or removed), it is not shown next to them any more.
  const tested = JSON.stringify([entry.typedKey?.trim() ?? '', savedKey, entry.keyLast4, entry.baseUrl, entry.model]);
  const [test, setTest] = useState<{ state: 'idle' | 'testing' } | { state: 'done'; result: ProviderTestResponse; of: string }>({
    state: 'idle',
  });

  async function runTest() {
    setTest({ state: 'testing' });
    try {
      const typed = entry.typedKey?.trim();
      const result = await testProvider({
        id: entry.id,
        kind: entry.kind,
        ...(typed ? { apiKey: typed } : {}),
        ...(custom ? { provider: entry.provider, baseUrl: entry.baseUrl, model: entry.model } : {}),
      });
      setTest({ state: 'done', result, of: tested });
    } catch (error) {
      setTest({
        state: 'done',
        result: { ok: false, detail: error instanceof ApiError ? error.message : 'The test could not run. Please try again.' },
        of: tested,
      });
    }
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-2xl border bg-surface p-4 shadow-sm ${isDragging ? 'relative z-10 border-accent shadow-lg' : 'border-line'}`}
    >
      <div className="flex items-start gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${entry.name}`}
          className="mt-1 cursor-grab touch-none rounded-lg p-1 text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-sm font-bold text-accent"
        >
          {monogram(entry.provider)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-fg">{entry.name}</h3>
            <span className="text-sm text-muted">{entry.provider}</span>
            {custom ? <Badge tone="neutral">Custom</Badge> : null}
            {savedKey ? <Badge tone="success">Key saved</Badge> : null}
          </div>
          <p className="mt-1 text-sm text-muted">{entry.description}</p>
          {custom ? (
            <p className="mt-1 text-xs break-all text-muted">
              {entry.baseUrl ?? `${CUSTOM_PROVIDER_BASE.label} API`} · model {entry.model ?? entry.name}
            </p>
          ) : null}
        </div>
        <Switch checked={entry.enabled} onChange={(enabled) => onChange({ enabled })} label={`Use ${entry.name}`} />
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={keyId} className="mb-1.5 block text-sm font-medium text-fg">
            {entry.name} API key
          </label>
          <div className="relative">
            <input
              id={keyId}
              type={reveal ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              value={entry.typedKey ?? ''}
              onChange={(event) => onChange({ typedKey: event.target.value })}
              placeholder={
                savedKey ? `Saved key ending in ${entry.keyLast4}` : custom ? 'Optional for local servers' : 'Paste your API key'
              }
              className="block h-11 w-full rounded-lg border border-line bg-page pr-11 pl-3 font-mono text-sm text-fg placeholder:font-sans placeholder:text-muted/80 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
            />
            <button
              type="button"
              onClick={() => setReveal((shown) => !shown)}
              aria-pressed={reveal}
              aria-label={reveal ? `Hide the ${entry.name} key` : `Show the ${entry.name} key`}
              title={reveal ? 'Hide what you typed' : 'Show what you typed'}
              className="absolute inset-y-0 right-1 my-auto flex size-9 items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
            >
              {reveal ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            </button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void runTest()}
            disabled={test.state === 'testing' || (!custom && !savedKey && !entry.typedKey?.trim())}
          >
            <PlugZap aria-hidden="true" className="size-4" />
            {test.state === 'testing' ? 'Testing...' : 'Test connection'}
          </Button>
          {custom ? (
            <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${entry.name}`} title="Remove this provider">
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          ) : savedKey ? (
            <Button
              variant="ghost"
              onClick={() => onChange({ removeKey: true, typedKey: '' })}
              aria-label={`Remove the saved ${entry.name} key`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove key
            </Button>
          ) : null}
        </div>
      </div>
      <div role="status" className="mt-3 empty:hidden">
        {test.state === 'done' && test.of === tested ? (
          <p className={`flex items-start gap-2 text-sm ${test.result.ok ? 'text-success' : 'text-danger'}`}>
            {test.result.ok ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>{test.result.detail}</span>
          </p>
        ) : null}
      </div>
      {entry.removeKey && entry.apiKeyConfigured ? (
        <p className="mt-2 text-sm text-warn">The saved key will be removed when you save.</p>
      ) : null}
    </li>
  );
}
