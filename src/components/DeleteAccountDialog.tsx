// Confirms and performs the deletion of the signed-in user's account. A modal
// <dialog>: focus stays inside, Escape or Cancel closes it, nothing is removed
// until the user types DELETE and confirms.
import { TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { deleteAccount } from '../lib/delete-account';
import { useModalDialog } from '../lib/use-modal-dialog';
import { notify, notifyFailure } from '../lib/toast';
import { Button } from './Button';

export const CONFIRM_WORD = 'DELETE';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useModalDialog(open);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [, navigate] = useLocation();
  const titleId = useId();
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typed !== CONFIRM_WORD || deleting) return;
    setDeleting(true);
    try {
      await deleteAccount();
      onClose();
      navigate('/', { replace: true });
      notify({ title: 'Account deleted', description: 'Your account and all of its data were removed.' });
    } catch (error) {
      notifyFailure('Account not deleted', error, 'Please try again.');
    } finally {
      setDeleting(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        setTyped('');
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/60"
    >
      <form onSubmit={submit} className="space-y-4 p-6">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
          <TriangleAlert aria-hidden="true" className="size-5 text-danger" />
          Delete your account?
        </h2>
        <p className="text-sm text-muted">
          This removes your account and everything in it for good: your profile, your chats and answers, your usage and your payment
          records. A PRO purchase is not refunded. This cannot be undone.
        </p>
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            Type {CONFIRM_WORD} to confirm
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            className="h-10 w-full rounded-lg border border-line bg-page px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent"
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={typed !== CONFIRM_WORD || deleting}>
            {deleting ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
