import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import type { SiteContent } from '../../../domain/website/editor-contract';
import { SECTION_COPY, type RewriteSection, type SectionCopy } from '../../../domain/website/rewrite-contract';
import { notify, notifyFailure } from '../../../lib/toast';
import { rewriteSection } from '../api/rewrite-section';

interface Props {
  siteId: string;
  section: RewriteSection;
  /** The section's name as the Sections panel shows it: each button says which section it rewrites ("Rewrite About"). */
  label: string;
  content: SiteContent;
  /** Applies the new words: an ordinary change, so it saves on its own and Undo takes it back. */
  onRewritten: (copy: SectionCopy) => void;
}

/** The section's words as the editor holds them now, unsaved ones included. */
function currentCopy(section: RewriteSection, content: SiteContent): SectionCopy {
  const keys = Object.keys(SECTION_COPY[section].entries) as (keyof SiteContent['copy'])[];
  return Object.fromEntries(keys.map((key) => [key, content.copy[key]])) as SectionCopy;
}

/** "Rewrite": new words for one section only; every other word on the site stays as it is. */
export function RewriteButton({ siteId, section, label, content, onRewritten }: Props) {
  const [busy, setBusy] = useState(false);
  async function rewrite() {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await rewriteSection(siteId, section, currentCopy(section, content));
      if (!answer.changed) {
        notify({
          title: 'No other wording',
          description: 'The built-in copywriter has no other words for this section. Edit the text directly instead.',
        });
        return;
      }
      onRewritten(answer.copy);
      notify({ title: 'Section rewritten', description: 'Not what you wanted? Undo brings the old words back.' });
    } catch (error) {
      notifyFailure('Could not rewrite the section', error, 'Try again in a moment.');
    } finally {
      setBusy(false);
    }
  }
  return (
    // aria-disabled, not disabled, while it works: a disabled button drops the keyboard focus to the page.
    <Button
      size="sm"
      variant="ghost"
      aria-label={`${busy ? 'Rewriting' : 'Rewrite'} ${label}`}
      aria-disabled={busy}
      onClick={() => void rewrite()}
    >
      <Sparkles aria-hidden="true" className="size-4" />
      {busy ? 'Rewriting…' : 'Rewrite'}
    </Button>
  );
}
