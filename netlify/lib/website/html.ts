// A tagged template that escapes every interpolated value unless it is already
// SafeHtml, so user and model text can only ever become text in a generated site.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks markup written by this module (never user text) as safe. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** Text split on blank lines into escaped paragraphs. */
export function paragraphs(text: string, className?: string): SafeHtml {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim().replace(/\s*\n\s*/g, ' '))
    .filter(Boolean);
  return html`${parts.map((part) => (className ? html`<p class="${className}">${part}</p>` : html`<p>${part}</p>`))}`;
}
