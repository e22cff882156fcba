// The signed-in user's account menu in the top bar: who is signed in, and the
// account actions (today: delete the account). A disclosure, not an ARIA menu:
// a button that shows a small panel of ordinary buttons; Escape or a click
// outside closes it.
import { ChevronDown, Trash2, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../lib/auth-context';
import { Button } from './Button';

// Loaded when first asked for: few visits ever open it.
const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog').then((m) => ({ default: m.DeleteAccountDialog })));

export function AccountMenu() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div ref={root} className="relative">
      <Button
        ref={toggle}
        variant="secondary"
        size="sm"
        aria-label="Account menu"
        title="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="max-sm:w-9 max-sm:px-0"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <ChevronDown aria-hidden="true" className="size-3 max-sm:hidden" />
      </Button>
      {open ? (
        <div id={panelId} className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-xl">
          <p className="truncate px-3 py-2 text-xs text-muted" title={user.email ?? undefined}>
            Signed in as <span className="font-semibold text-fg">{user.email}</span>
          </p>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setConfirming(true);
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-accent"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete account…
          </button>
        </div>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            open
            onClose={() => {
              setConfirming(false);
              // The menu item that opened the dialog is gone: focus goes back to the menu's button.
              toggle.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
