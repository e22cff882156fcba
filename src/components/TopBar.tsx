import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../lib/auth-context';
import { AccountArea, AccountSummary } from './AccountArea';
import { Logo } from './Logo';
import { ADMIN_NAV_ITEM, NAV_ITEMS, type NavItem } from './nav-items';
import { ThemeToggle } from './ThemeToggle';

function isCurrent(item: NavItem, location: string): boolean {
  return item.to === '/' ? location === '/' : location === item.to || location.startsWith(`${item.to}/`);
}

function DesktopLink({ item, current }: { item: NavItem; current: boolean }) {
  return (
    <Link
      to={item.to}
      aria-label={item.full}
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
    </Link>
  );
}

function MenuLink({ item, current, onNavigate }: { item: NavItem; current: boolean; onNavigate: () => void }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={[
        'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent',
        current ? 'bg-accent-soft text-accent' : 'text-fg hover:bg-subtle',
      ].join(' ')}
    >
      <Icon aria-hidden="true" className="size-4" />
      {item.full}
    </Link>
  );
}

/** The fixed bar on every screen: brand, navigation, account controls and the theme toggle. */
export function TopBar() {
  const [location] = useLocation();
  const { isAdmin, user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
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
            <DesktopLink key={item.to} item={item} current={isCurrent(item, location)} />
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
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-accent lg:hidden"
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <div id="mobile-menu" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-page px-4 pt-2 pb-4 lg:hidden">
          {user ? <AccountSummary className="flex px-3 py-3 sm:hidden" /> : null}
          <nav aria-label="Main" className="grid gap-1 sm:grid-cols-2">
            {items.map((item) => (
              <MenuLink key={item.to} item={item} current={isCurrent(item, location)} onNavigate={() => setMenuOpen(false)} />
            ))}
          </nav>
        </div>
      ) : null}
    </header>
  );
}
