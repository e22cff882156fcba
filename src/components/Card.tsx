import type { ComponentProps } from 'react';

export function Card({ className = '', ...rest }: ComponentProps<'div'>) {
  return <div className={`rounded-2xl border border-line bg-surface p-6 shadow-sm shadow-black/5 ${className}`} {...rest} />;
}
