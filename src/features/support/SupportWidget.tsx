import { MessageCircleQuestion, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useSupportChat } from './use-support-chat';

// The panel (and what it renders with) loads when the bubble is pointed at, focused or opened.
const loadPanel = () => import('./components/SupportPanel');
const SupportPanel = lazy(() => loadPanel().then((module) => ({ default: module.SupportPanel })));
const preloadPanel = () => void loadPanel().catch(() => {});

const PANEL_ID = 'mr-support-panel';

/** The round button at the bottom left and the panel it opens; the conversation lives here, above the routes. */
export function SupportWidget() {
  const [open, setOpen] = useState(false);
  const chat = useSupportChat();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <SupportPanel id={PANEL_ID} chat={chat} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-label={open ? 'Close Mr. Support' : 'Open Mr. Support, the AI assistant'}
        title="Mr. Support"
        className="support-bubble support-bubble-box fixed z-50 flex items-center justify-center rounded-full bg-accent-gradient text-white shadow-lg shadow-fuchsia-900/30 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircleQuestion aria-hidden="true" className="size-7" />}
      </button>
    </>
  );
}
