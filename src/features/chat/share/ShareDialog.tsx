import { useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/Button';
import { notify, notifyFailure } from '../../../lib/toast';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { shareChat, sharedChatUrl } from '../api/share-chat';
import { sharesKey, type SharedLink } from '../api/list-shares';
import { stopSharing } from '../api/stop-sharing';

interface ShareDialogProps {
  userId: string;
  sessionId: string;
  /** The chat's link when it is shared already. */
  existing: SharedLink | undefined;
  onClose: () => void;
}

/**
 * Share: a read-only link to a snapshot of the chat as it shows now. "Update link"
 * takes a new snapshot under the same address; "Stop sharing" removes it.
 */
export function ShareDialog({ userId, sessionId, existing, onClose }: ShareDialogProps) {
  // Mounted only while shown, so it is open from the start.
  const dialog = useModalDialog(true);
  const titleId = useId();
  const { mutate } = useSWRConfig();
  const [shareId, setShareId] = useState(existing?.id ?? null);
  const [busy, setBusy] = useState<null | 'share' | 'stop'>(null);
  // Creating or stopping the link swaps the dialog's buttons, the pressed one with them:
  // the focus goes to what replaced it (the new link, or Create link), not to the page.
  // (Update link is disabled while it works, which drops the focus too: it gets it back.)
  const linkField = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<{ current: HTMLElement | null } | null>(null);
  useEffect(() => {
    if (busy !== null || !focusNext.current) return;
    focusNext.current.current?.focus();
    focusNext.current = null;
  }, [busy, shareId]);
  const run = async (action: 'share' | 'stop') => {
    setBusy(action);
    try {
      if (action === 'share') {
        const wasShared = shareId !== null;
        setShareId(await shareChat(sessionId));
        focusNext.current = wasShared ? updateButton : linkField;
        notify({
          title: wasShared ? 'Link updated' : 'Link created',
          description: wasShared ? 'The link now shows the chat as it is now.' : 'Anyone with the link can read this chat.',
        });
      } else if (shareId) {
        await stopSharing(shareId);
        setShareId(null);
        focusNext.current = createButton;
        notify({ title: 'Sharing stopped', description: 'The link no longer opens this chat.' });
      }
      await mutate(sharesKey(userId));
    } catch (error) {
      notifyFailure('Error', error, 'Try again.');
    } finally {
      setBusy(null);
    }
  };
  const url = shareId ? sharedChatUrl(shareId) : '';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-6 text-fg shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        Share this chat
      </h2>
      {shareId ? (
        <>
          <p className="mt-2 text-sm text-muted">
            Anyone with this link can read the chat as it was when you shared or last updated it, without signing in. New questions are not
            shared until you update the link.
          </p>
          <label className="mt-4 block text-sm font-semibold" htmlFor={`${titleId}-url`}>
            Link
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={linkField}
              id={`${titleId}-url`}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-page px-3 text-sm"
            />
            <Button
              variant="secondary"
              onClick={() =>
                navigator.clipboard.writeText(url).then(
                  () => notify({ title: 'Copied', description: 'The link is on your clipboard.' }),
                  () => notify({ title: 'Copy failed', description: 'Select the link and copy it instead.', variant: 'destructive' }),
                )
              }
            >
              Copy link
            </Button>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="danger" onClick={() => void run('stop')} disabled={busy !== null}>
              {busy === 'stop' ? 'Stopping…' : 'Stop sharing'}
            </Button>
            <Button ref={updateButton} variant="secondary" onClick={() => void run('share')} disabled={busy !== null}>
              {busy === 'share' ? 'Updating…' : 'Update link'}
            </Button>
            <Button variant="gradient" onClick={() => dialog.current?.close()}>
              Done
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            Creates a read-only link to this chat as it shows now: the questions, each model’s answer, the synthesis and the merge. Your
            other chats, your keys and your account stay private.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
            <Button ref={createButton} variant="gradient" onClick={() => void run('share')} disabled={busy !== null}>
              {busy === 'share' ? 'Creating…' : 'Create link'}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
