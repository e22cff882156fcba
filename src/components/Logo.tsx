import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { APP_NAME } from '../lib/document-title';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <span
      className={`bg-accent-gradient flex shrink-0 items-center justify-center rounded-xl text-white shadow-md shadow-fuchsia-900/20 ${className}`}
    >
      <Sparkles aria-hidden="true" className="size-1/2" />
    </span>
  );
}

/** The brand in the top bar, linking to the home page. */
export function Logo() {
  return (
    <Link
      to="/"
      aria-label={APP_NAME}
      className="flex shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <LogoMark />
      <span className="hidden text-base font-bold tracking-tight text-fg md:inline lg:hidden xl:inline">{APP_NAME}</span>
    </Link>
  );
}
