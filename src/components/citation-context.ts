// Citations of the user's files in model answers ("[handbook.pdf p. 9]"): the chat says which
// files may be cited and what opening one does; Markdown (src/components/Markdown.tsx) makes each a button.
// Kept tiny: it is part of /chat's first load, the code that uses it is not.
import { createContext } from 'react';
import type { Citation, CitedFile } from '../domain/citations';

export interface OpenedCitation extends Citation {
  /** The question of the turn the answer belongs to (the panel marks the passage matching it). */
  question: string;
  /** The citation's button, which gets the focus back when the panel closes. */
  trigger: HTMLElement;
}

export interface CitationScope {
  files: readonly CitedFile[];
  question: string;
  open: (citation: OpenedCitation) => void;
}

export const CitationContext = createContext<CitationScope | null>(null);
