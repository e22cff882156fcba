import type { ModelStats as Stats } from '../../domain/model-catalogue';

/** The four counts of the whole database (not of the search). */
export function ModelStats({ stats }: { stats: Stats }) {
  const cards = [
    ['Total Models', stats.total],
    ['Free Models', stats.free],
    ['Paid Models', stats.paid],
    ['Providers', stats.providers],
  ] as const;
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-line bg-surface p-4">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
