import { Copy } from 'lucide-react';
import type { MouseEvent, RefObject } from 'react';
import { notify } from '../lib/toast';

/**
 * Puts a text on the clipboard twice over: its Markdown as plain text (for editors
 * and chats) and, when `rendered` points at it on the page, the formatted HTML (for
 * documents and e-mail), so a paste keeps what the place pasted into can show.
 */
async function copy(markdown: string, rendered: HTMLElement | null | undefined) {
  const html = rendered?.innerHTML;
  if (html && typeof ClipboardItem !== 'undefined') {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': new Blob([markdown], { type: 'text/plain' }),
        'text/html': new Blob([html], { type: 'text/html' }),
      }),
    ]);
  } else {
    await navigator.clipboard.writeText(markdown);
  }
}

interface CopyButtonProps {
  markdown: string;
  /** The element showing the text formatted (its HTML goes along). */
  rendered?: RefObject<HTMLElement | null>;
  /** The accessible name, e.g. "Copy the GPT-4 answer". */
  label: string;
  /** What the confirmation calls it: "The answer is on your clipboard." */
  what: string;
}

export function CopyButton({ markdown, rendered, label, what }: CopyButtonProps) {
  return (
    <button
      type="button"
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        copy(markdown, rendered?.current).then(
          () => notify({ title: 'Copied', description: `${what} is on your clipboard.` }),
          () =>
            notify({
              title: 'Copy failed',
              description: 'Your browser did not allow copying. Select the text instead.',
              variant: 'destructive',
            }),
        );
      }}
      className="rounded-lg p-1.5 text-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
      aria-label={label}
      title="Copy (formatted, and as Markdown)"
    >
      <Copy aria-hidden="true" className="size-4" />
    </button>
  );
}
