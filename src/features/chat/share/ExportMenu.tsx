import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { downloadFile } from '../../../lib/download';
import { chatFileName, chatToJson, chatToMarkdown, type ExportTurn } from '../../../domain/chat-export';

/** "Export": the chat as a Markdown or a JSON file, named after its title. */
export function ExportMenu({ title, turns, disabled = false }: { title: string; turns: readonly ExportTurn[]; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  const choose = (format: 'md' | 'json') => {
    if (format === 'md') downloadFile(chatFileName(title, 'md'), chatToMarkdown(title, turns), 'text/markdown;charset=utf-8');
    else downloadFile(chatFileName(title, 'json'), chatToJson(title, turns), 'application/json');
    setOpen(false);
    root.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };
  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>('button')?.focus();
        }
      }}
    >
      <Button
        variant="secondary"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="chat-export-formats"
        disabled={disabled}
      >
        <Download aria-hidden="true" className="size-4" />
        Export
      </Button>
      {open && (
        <ul
          id="chat-export-formats"
          aria-label="Export format"
          className="absolute right-0 z-20 mt-1 w-44 rounded-xl border border-line bg-surface p-1 shadow-lg"
        >
          <li>
            <button
              type="button"
              onClick={() => choose('md')}
              className="w-full rounded-lg px-3 py-2 text-left text-sm text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
            >
              Markdown (.md)
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() => choose('json')}
              className="w-full rounded-lg px-3 py-2 text-left text-sm text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent"
            >
              JSON (.json)
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
