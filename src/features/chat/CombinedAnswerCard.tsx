// The answer made from the models' answers, under a turn: the Optimized Response
// (synthesis) or an AI merge. The chat shows it with Copy and the hand-off actions
// (`children`); a shared chat shows the card alone.
import type { LucideIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { MarkdownView } from '../../components/MarkdownView';

export interface CombinedAnswerCardProps {
  /** The region's accessible name ("Optimized Response", "AI merge"). */
  label: string;
  icon: LucideIcon;
  title: ReactNode;
  /** The heading's level in its page: h3 under the chat's turns, h2 on a shared chat. */
  heading: 'h2' | 'h3';
  text: string;
  /** The Copy button's name and what its toast calls the text; no button without it. */
  copy?: { label: string; what: string };
  children?: ReactNode;
}

export function CombinedAnswerCard({ label, icon: Icon, title, heading: Heading, text, copy, children }: CombinedAnswerCardProps) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <section aria-label={label} className="rounded-2xl border border-accent/40 bg-surface p-5 shadow-sm">
      <Heading className="mb-3 flex items-center gap-2 text-base font-bold text-fg">
        <Icon aria-hidden="true" className="size-5 text-accent" />
        {title}
        {copy && (
          <span className="ml-auto font-normal">
            <CopyButton markdown={text} rendered={body} label={copy.label} what={copy.what} />
          </span>
        )}
      </Heading>
      <div ref={body}>
        <MarkdownView text={text} className="text-sm" />
      </div>
      {children}
    </section>
  );
}
