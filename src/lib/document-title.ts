import { useEffect } from 'react';

export const APP_NAME = 'AI Business Hub';

/** Sets the browser tab title for the current page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : `${APP_NAME} - Easy, Quick, Efficient`;
  }, [title]);
}
