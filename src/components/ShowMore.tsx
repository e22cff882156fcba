import { useState } from 'react';
import { Button } from './Button';

/**
 * Long lists (hundreds of models) render a page at a time, so a keystroke in a
 * search box re-renders a few dozen cards, not hundreds. The count starts again
 * when `resetKey` (the search and filter) changes.
 */
export function useShownCount(total: number, resetKey: string, pageSize = 36) {
  const [state, setState] = useState({ key: resetKey, shown: pageSize });
  if (state.key !== resetKey) setState({ key: resetKey, shown: pageSize });
  const shown = state.key === resetKey ? state.shown : pageSize;
  return {
    shown: Math.min(shown, total),
    more: () => setState({ key: resetKey, shown: shown + pageSize }),
    pageSize,
  };
}

export function ShowMoreButton({
  shown,
  total,
  pageSize,
  onMore,
  what,
}: {
  shown: number;
  total: number;
  pageSize: number;
  onMore: () => void;
  what: string;
}) {
  if (shown >= total) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {shown} of {total} {what}
      </p>
      <Button variant="secondary" onClick={onMore}>
        Show {Math.min(pageSize, total - shown)} more
      </Button>
    </div>
  );
}
