import { PROVIDERS } from './home-content';

export function PoweredBy() {
  return (
    <section aria-labelledby="powered-by" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="powered-by" className="text-center text-sm font-semibold tracking-widest text-muted uppercase">
        Powered by
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {PROVIDERS.map((name) => (
          <li
            key={name}
            className="flex h-16 items-center justify-center rounded-xl border border-line bg-surface px-3 text-center text-sm font-semibold text-fg"
          >
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
