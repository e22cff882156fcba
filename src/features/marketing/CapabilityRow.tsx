import { CAPABILITIES } from './home-content';

export function CapabilityRow() {
  return (
    <ul aria-label="Capabilities" className="mx-auto flex max-w-3xl flex-wrap justify-center gap-x-2 gap-y-4 sm:gap-x-4">
      {CAPABILITIES.map(({ label, icon: Icon, soon }) => (
        <li key={label} className="flex w-[4.5rem] flex-col items-center gap-2 sm:w-20">
          <span className="flex size-12 items-center justify-center rounded-2xl border border-line bg-surface text-accent shadow-sm shadow-black/5 sm:size-14">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <span className="text-xs font-medium text-muted sm:text-sm">{label}</span>
          {soon ? <span className="-mt-1.5 text-[0.65rem] font-semibold tracking-wide text-muted uppercase">Soon</span> : null}
        </li>
      ))}
    </ul>
  );
}
