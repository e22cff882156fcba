import { forwardRef, type ComponentPropsWithoutRef } from 'react';

export const Card = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function Card({ className = '', ...rest }, ref) {
  return <div ref={ref} className={`rounded-2xl border border-line bg-surface p-6 shadow-sm shadow-black/5 ${className}`} {...rest} />;
});
