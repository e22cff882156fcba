import { Check, CloudAlert, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import type { DraftStatus as Status } from './use-draft-autosave';

/** Where the autosaved draft stands (Saving... / Draft saved), and a way to throw it away. */
export function DraftStatus({ status, onDiscard }: { status: Status; onDiscard: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (status.kind === 'none') return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted">
      <p role="status" className="inline-flex items-center gap-1.5">
        {status.kind === 'saving' ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            Saving...
          </>
        ) : status.kind === 'saved' ? (
          <>
            <Check aria-hidden="true" className="size-3.5 text-success" />
            {status.inTab ? 'Draft saved in this tab' : 'Draft saved'}
          </>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-danger">
            <CloudAlert aria-hidden="true" className="size-3.5" />
            Draft not saved: {status.detail}
          </span>
        )}
      </p>
      {confirming ? (
        <span role="group" aria-label="Discard the draft?" className="inline-flex items-center gap-2">
          <span>Discard the draft and start over?</span>
          <Button size="sm" variant="danger" onClick={onDiscard}>
            Discard
          </Button>
          <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </span>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Discard draft
        </Button>
      )}
    </div>
  );
}
