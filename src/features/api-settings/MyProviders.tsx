import { Plus, RotateCcw, Save, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { notify } from '../../lib/toast';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { AddProviderForm } from './AddProviderForm';
import { useProviderSettings } from './api/get-provider-settings';
import { ProviderList } from './ProviderList';
import { savedDescription, previewGroups } from './save-preview';
import { SavePreview } from './SavePreview';
import { useProviderDraft } from './use-provider-draft';

/** Tab 'My Providers': the list, the custom-provider form and Save All Settings. */
export function MyProviders({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useProviderSettings(userId);
  const draft = useProviderDraft(data, mutate);
  const [adding, setAdding] = useState(false);
  // Add Custom Provider hides itself as the form opens (the form takes the focus); closing
  // the form gives the focus back to it instead of dropping it on the page.
  const addButton = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    flushSync(() => setAdding(false));
    addButton.current?.focus();
  };
  const { isPaid } = useAuth();
  useUnsavedChangesGuard(draft.dirty);

  if (isLoading && !data) {
    return (
      <p className="flex items-center gap-2 py-10 text-muted" role="status">
        <Spinner label="Loading your providers" className="size-5" /> Loading your providers…
      </p>
    );
  }
  if (error && !data) {
    return (
      <div className="rounded-2xl border border-danger/40 bg-danger-soft p-5 text-sm text-danger" role="alert">
        <p className="font-semibold">Could not load your providers.</p>
        <p className="mt-1">{error instanceof ApiError ? error.message : 'Please check your connection.'}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void mutate()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  }

  async function saveAll() {
    const description = savedDescription(data ? previewGroups(draft.draft, data.platform, isPaid) : [], isPaid);
    try {
      await draft.save();
      notify({ title: 'Settings saved', description });
    } catch (failure) {
      notify({
        title: 'Error',
        description: failure instanceof ApiError ? failure.message : 'Could not save your settings. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="space-y-5">
      {data && !data.keysStorable ? (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-warn/30 bg-warn-soft p-3 text-sm text-warn">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          This site cannot store API keys yet. You can still order and switch providers; keys can be saved once the site owner finishes the
          setup.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted">
          The chat asks your enabled providers in this order, with your own key where you saved one (it then does not count toward your
          daily limit). Keys are encrypted on the server and never shown again: only their last 4 characters.
        </p>
        {!adding ? (
          <Button ref={addButton} variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Custom Provider
          </Button>
        ) : null}
      </div>
      {adding ? <AddProviderForm onAdd={draft.add} onCancel={closeForm} /> : null}
      <ProviderList
        providers={draft.draft}
        onChange={draft.change}
        onRemove={(id) => {
          draft.remove(id);
          notify({ title: 'Provider removed', description: 'Save to make it final.' });
        }}
        onMove={(from, to) => {
          draft.move(from, to);
          notify({ title: 'Order updated' });
        }}
      />
      {data ? <SavePreview draft={draft.draft} platform={data.platform} isPaid={isPaid} dirty={draft.dirty} /> : null}
      {/* Pinned to the bottom: Mr. Support's bubble keeps its corner (clear-support-bubble). */}
      <div className="clear-support-bubble sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-page/95 py-3 pr-1 backdrop-blur">
        {draft.dirty ? (
          <p className="text-sm text-warn">You have unsaved changes.</p>
        ) : (
          <p className="text-sm text-muted">All changes saved.</p>
        )}
        <Button variant="gradient" size="lg" onClick={() => void saveAll()} disabled={!draft.dirty || draft.saving}>
          <Save aria-hidden="true" className="size-5" />
          {draft.saving ? 'Saving...' : 'Save All Settings'}
        </Button>
      </div>
    </div>
  );
}
