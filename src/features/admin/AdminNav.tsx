import { Link, useLocation } from 'wouter';

const ADMIN_PAGES = [
  { to: '/admin/models', label: 'Model review' },
  { to: '/admin/support', label: 'Support inbox' },
] as const;

/** The admin pages, one link each; the current one is marked. */
export function AdminNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Admin pages" className="mb-6 flex flex-wrap gap-2 text-sm">
      {ADMIN_PAGES.map((page) => {
        const current = location === page.to;
        return (
          <Link
            key={page.to}
            href={page.to}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
              current ? 'border-accent bg-accent/15 text-fg' : 'border-line text-muted hover:text-fg'
            }`}
          >
            {page.label}
          </Link>
        );
      })}
    </nav>
  );
}
