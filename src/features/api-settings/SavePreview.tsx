import { Info } from 'lucide-react';
import type { ProviderSettingsResponse } from '../../domain/provider-settings';
import { previewGroups, previewSentence } from './save-preview';
import type { DraftProvider } from './use-provider-draft';

/** Before saving: which chat cards answer with the user's key, the site's, or as a demo (after saving: what they do now). */
export function SavePreview({
  draft,
  platform,
  isPaid,
  dirty,
}: {
  draft: readonly DraftProvider[];
  platform: ProviderSettingsResponse['platform'];
  isPaid: boolean;
  dirty: boolean;
}) {
  const groups = previewGroups(draft, platform, isPaid);
  return (
    <section aria-label="What the chat will do" className="rounded-xl border border-line bg-subtle px-4 py-3 text-sm text-muted">
      <h2 className="flex items-center gap-2 font-semibold text-fg">
        <Info aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {dirty ? 'When you save' : 'Your chat now'}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {groups.map((group) => (
          <li key={group.source}>{previewSentence(group)}</li>
        ))}
        {!isPaid ? <li>The free plan asks this one model; PRO asks every provider switched on below.</li> : null}
      </ul>
    </section>
  );
}
