import { Plus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { PROVIDER_LIMITS } from '../../domain/provider-settings';
import { PROVIDERS } from '../../domain/providers';
import { notify } from '../../lib/toast';
import type { NewCustomProvider } from './use-provider-draft';

const EMPTY: NewCustomProvider = { name: '', provider: '', apiKey: '', baseUrl: '', model: '' };

/** A custom provider: names required; key, OpenAI-compatible base URL and model id optional. */
export function AddProviderForm({ onAdd, onCancel }: { onAdd: (input: NewCustomProvider) => string | null; onCancel: () => void }) {
  const [values, setValues] = useState(EMPTY);
  // Opened by Add Custom Provider, which leaves as the form comes: the first field takes the focus.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const field = (name: keyof NewCustomProvider) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim() || !values.provider.trim()) {
      notify({ title: 'Error', description: 'Please fill in all required fields.', variant: 'destructive' });
      return;
    }
    const problem = onAdd(values);
    if (problem) {
      notify({ title: 'Error', description: problem, variant: 'destructive' });
      return;
    }
    notify({ title: 'Provider added', description: `${values.name.trim()} is at the end of your list. Save to keep it.` });
    setValues(EMPTY);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add Custom Provider"
      className="space-y-4 rounded-2xl border border-accent/40 bg-surface p-5"
    >
      <h3 className="font-semibold">Add Custom Provider</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={firstField}
          label="Model name *"
          required
          maxLength={PROVIDER_LIMITS.name}
          placeholder="e.g. Llama 3.1 70B"
          {...field('name')}
        />
        <TextField
          label="Provider name *"
          required
          maxLength={PROVIDER_LIMITS.provider}
          placeholder={`e.g. ${PROVIDERS.openrouter.label}`}
          {...field('provider')}
        />
        <TextField
          label="Base URL"
          type="url"
          maxLength={PROVIDER_LIMITS.baseUrl}
          placeholder={PROVIDERS.openrouter.baseUrl}
          hint="Any OpenAI-compatible endpoint. Leave empty for OpenAI's own API."
          {...field('baseUrl')}
        />
        <TextField
          label="Model id"
          maxLength={PROVIDER_LIMITS.model}
          placeholder="meta-llama/llama-3.1-70b-instruct"
          hint="What the endpoint calls the model. Defaults to the model name."
          {...field('model')}
        />
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          maxLength={PROVIDER_LIMITS.key}
          placeholder="Optional"
          className="sm:col-span-2"
          {...field('apiKey')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="gradient">
          <Plus aria-hidden="true" className="size-4" />
          Add Provider
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
