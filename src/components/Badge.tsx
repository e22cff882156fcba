import type { ReactNode } from 'react';

export type BadgeTone = 'pro' | 'admin' | 'success' | 'neutral' | 'accent';

const tones: Record<BadgeTone, string> = {
  pro: 'bg-accent-gradient text-white',
  admin: 'bg-warn-soft text-warn ring-1 ring-warn/30',
  success: 'bg-success-soft text-success ring-1 ring-success/30',
  neutral: 'bg-subtle text-muted ring-1 ring-line',
  accent: 'bg-accent-soft text-accent ring-1 ring-accent/30',
};

export function Badge({ tone = 'neutral', className = '', children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full whitespace-nowrap px-2 py-0.5 text-xs font-bold tracking-wide ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
