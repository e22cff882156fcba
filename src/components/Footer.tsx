import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { DEFAULT_SUPPORT_EMAIL } from '../domain/support/constants';

const link = 'rounded hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * The footer of every page (landmark contentinfo): the legal pages, the user guide, how to reach a person, the year.
 * It ends above Mr. Support's bubble (pb-support-clearance), which floats over the bottom left corner: Privacy sat under it.
 */
/** The year changes while a page is open so rarely that nothing listens for it. */
const noChanges = () => () => {};
const thisYear = () => new Date().getFullYear();
const buildYear = () => Number(import.meta.env.VITE_BUILD_YEAR) || thisYear();

export function Footer() {
  // A page painted at build time shows the build's year; once hydrated, the visitor's
  // year replaces it without a hydration mismatch (a new year before the next build).
  const year = useSyncExternalStore(noChanges, thisYear, buildYear);
  return (
    <footer className="border-t border-line px-4 pt-6 pb-support-clearance text-sm text-muted sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <p>© {year} AI Business Hub</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/guide" className={link}>
                User guide
              </Link>
            </li>
            <li>
              <a href={`mailto:${DEFAULT_SUPPORT_EMAIL}`} className={link}>
                Contact: {DEFAULT_SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <Link to="/terms" className={link}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={link}>
                Privacy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
