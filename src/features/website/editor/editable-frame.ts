// Makes the editor's rendering of a site editable where each text stands. The
// frame is sandboxed with allow-same-origin and without allow-scripts: the site
// runs no script at all (not even one it might carry by mistake), while the app
// reaches into its document to turn each marked text (data-edit) into a labelled
// plain-text field. Enter or leaving a field saves it; Escape puts it back.

export interface FrameEdit {
  path: string;
  label: string;
  text: string;
}

const OUTLINE = '1px dashed rgba(37, 99, 235, 0.6)';
const FOCUS_OUTLINE = '2px solid #2563eb';

/** The text a field holds: paragraphs (blank lines) kept in multi-line fields, spaces collapsed in the rest. */
function fieldText(field: HTMLElement, multiline: boolean): string {
  const text = field.innerText.replace(/\r/g, '');
  return multiline
    ? text
        .split(/\n\s*\n/)
        .map((part) => part.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n\n')
    : text.replace(/\s+/g, ' ').trim();
}

/**
 * Wires every marked text of the frame's document; returns the clean-up. `onEdit`
 * receives each changed text; an emptied required field is put back and reported
 * with `onEmpty` (optional fields, the contact details, may be emptied).
 */
export function makeFrameEditable(doc: Document, onEdit: (edit: FrameEdit) => void, onEmpty: (label: string) => void): () => void {
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  for (const field of doc.querySelectorAll<HTMLElement>('[data-edit]')) {
    const path = field.dataset.edit!;
    const label = field.dataset.label ?? path;
    const multiline = field.dataset.multiline === 'true';
    const optional = path === 'business.email' || path === 'business.phone';
    let saved = fieldText(field, multiline);
    field.contentEditable = 'plaintext-only';
    field.setAttribute('role', 'textbox');
    field.setAttribute('aria-label', label);
    if (multiline) field.setAttribute('aria-multiline', 'true');
    field.tabIndex = 0;
    field.spellcheck = true;
    field.style.outline = OUTLINE;
    field.style.outlineOffset = '2px';
    field.style.cursor = 'text';

    listen(field, 'focus', () => (field.style.outline = FOCUS_OUTLINE));
    listen(field, 'keydown', (event) => {
      if (event.key === 'Escape') {
        field.innerText = saved;
        field.blur();
      } else if (event.key === 'Enter' && !multiline) {
        event.preventDefault();
        field.blur();
      }
    });
    listen(field, 'blur', () => {
      field.style.outline = OUTLINE;
      const text = fieldText(field, multiline);
      if (text === saved) return;
      if (!text && !optional) {
        field.innerText = saved;
        onEmpty(label);
        return;
      }
      saved = text;
      // The same text shown twice (a premium site's call to action) reads the same everywhere.
      for (const twin of doc.querySelectorAll<HTMLElement>('[data-edit]')) {
        if (twin !== field && twin.dataset.edit === path) twin.innerText = text;
      }
      onEdit({ path, label, text });
    });
  }

  // Clicking a text inside a link or a question edits it rather than following or
  // folding; links out of the page (mail, phone) are not followed while editing.
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const link = target?.closest('a');
    const inPage = link?.getAttribute('href')?.startsWith('about:srcdoc#') ?? false;
    if (target?.closest('[data-edit]') || (link && !inPage)) event.preventDefault();
  };
  doc.addEventListener('click', onClick);
  cleanups.push(() => doc.removeEventListener('click', onClick));
  return () => cleanups.forEach((cleanup) => cleanup());
}
