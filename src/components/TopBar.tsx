import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../lib/auth-context';
import { AccountArea, AccountSummary } from './AccountArea';
import { Logo } from './Logo';
import { ADMIN_NAV_ITEM, NAV_ITEMS, type NavItem } from './nav-items';
import { ThemeToggle } from './ThemeToggle';
import { reviewCountLabel } from '../domain/automation/review-label';

const ReviewCountWatch = lazy(() => import('./ReviewCountWatch'));
const REVIEW_ENTRY = '/automation';

/** The "3" beside Automation: the link's accessible name says it in words. */
function CountPill({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-fg px-1.5 text-xs font-bold text-page"
    >
      {count}
    </span>
  );
}

const nameWith = (item: NavItem, count: number) => (count > 0 ? `${item.full}, ${reviewCountLabel(count)}` : item.full);

function isCurrent(item: NavItem, location: string): boolean {
  return item.to === '/' ? location === '/' : location === item.to || location.startsWith(`${item.to}/`);
}

function DesktopLink({ item, current, count }: { item: NavItem; current: boolean; count: number }) {
  return (
    <Link
      to={item.to}
      aria-label={nameWith(item, count)}
      aria-current={current ? 'page' : undefined}
      className={[
        'rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-accent',
        current ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-subtle hover:text-fg',
      ].join(' ')}
    >
      {item.short === item.full ? (
        item.full
      ) : (
        <>
          <span className="2xl:hidden">{item.short}</span>
          <span className="hidden 2xl:inline">{item.full}</span>
        </>
      )}
      {count > 0 ? <CountPill count={count} /> : null}
    </Link>
  );
}

function MenuLink({ item, current, count, onNavigate }: { item: NavItem; current: boolean; count: number; onNavigate: () => void }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-label={count > 0 ? nameWith(item, count) : undefined}
      aria-current={current ? 'page' : undefined}
      className={[
        'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent',
        current ? 'bg-accent-soft text-accent' : 'text-fg hover:bg-subtle',
      ].join(' ')}
    >
      <Icon aria-hidden="true" className="size-4" />
      {item.full}
      {count > 0 ? <CountPill count={count} /> : null}
    </Link>
  );
}

/** The fixed bar on every screen: brand, navigation, account controls and the theme toggle. */
export function TopBar() {
  const [location] = useLocation();
  const { isAdmin, user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [toReview, setToReview] = useState(0);
  const countOf = (item: NavItem) => (user && item.to === REVIEW_ENTRY ? toReview : 0);
  const items = isAdmin ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-page/90 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only rounded-lg bg-surface px-3 py-2 text-sm font-semibold text-fg focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-[96rem] items-center gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 lg:flex">
          {items.map((item) => (
            <DesktopLink key={item.to} item={item} current={isCurrent(item, location)} count={countOf(item)} />
          ))}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <ThemeToggle />
          <AccountArea />
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            // on a phone the count sits in the closed menu: its button says so
            aria-label={menuOpen ? 'Close menu' : user && toReview > 0 ? `Open menu, ${reviewCountLabel(toReview)}` : 'Open menu'}
            className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent lg:hidden"
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            {!menuOpen && user && toReview > 0 ? (
              <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2 rounded-full bg-fg ring-2 ring-page" />
            ) : null}
          </button>
        </div>
      </div>
      {user ? (
        <Suspense fallback={null}>
          <ReviewCountWatch userId={user.id} onCount={setToReview} />
        </Suspense>
      ) : null}
      {menuOpen ? (
        <div id="mobile-menu" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-page px-4 pt-2 pb-4 lg:hidden">
          {user ? <AccountSummary className="flex px-3 py-3 sm:hidden" /> : null}
          <nav aria-label="Main" className="grid gap-1 sm:grid-cols-2">
            {items.map((item) => (
              <MenuLink
                key={item.to}
                item={item}
                current={isCurrent(item, location)}
                count={countOf(item)}
                onNavigate={() => setMenuOpen(false)}
              />
            ))}
          </nav>
        </div>
      ) : null}
    </header>
  );
}
