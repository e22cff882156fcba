import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { DISCOUNT_LABEL, formatUsd, LAUNCH_PRICE, ORIGINAL_PRICE } from '../domain/pricing';
import { Badge } from './Badge';

/**
 * The lifetime offer as a card (home page and upgrade page): a gradient frame, the
 * title with the discount, the launch price and the struck original, then `children`.
 */
export function LifetimePriceCard({
  title,
  titleId,
  titleLevel: Title = 'h2',
  priceNote,
  className = '',
  children,
}: {
  title: string;
  titleId?: string;
  titleLevel?: 'h2' | 'h3';
  /** Shown after the price, e.g. "one-time". */
  priceNote?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`bg-accent-gradient rounded-3xl p-px shadow-xl shadow-fuchsia-900/10 ${className}`}>
      <div className="h-full rounded-[calc(1.5rem-1px)] bg-surface p-6 sm:p-8">
        <div className="flex items-center justify-between gap-3">
          <Title id={titleId} className="flex items-center gap-2 text-xl font-bold">
            <Crown aria-hidden="true" className="size-5 text-accent" />
            {title}
          </Title>
          <Badge tone="pro">{DISCOUNT_LABEL}</Badge>
        </div>
        <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-5xl font-extrabold tracking-tight">{formatUsd(LAUNCH_PRICE)}</span>
          {priceNote ? <span className="text-muted">{priceNote}</span> : null}
          <s className="text-lg text-muted">
            <span className="sr-only">Regular price </span>
            {formatUsd(ORIGINAL_PRICE)}
          </s>
        </p>
        {children}
      </div>
    </div>
  );
}
