import { useId } from 'react';
import { PUBLISH_WITHOUT_REVIEW_LABEL, RUN_MODE_LABELS, RUN_MODES } from '../../../domain/automation/run-mode';
import type { AutomationState } from '../use-automation';
import { groupLabel } from './styles';

const HINTS = {
  send_saved: 'Each run sends the text you saved, as it is now.',
  write_new: 'Each run writes a fresh version from these settings. It waits for your review unless you publish without review.',
} as const;

/** A recurring schedule's choice: send the saved text each time, or write a new version each run (reviewed, or published at once). */
export function RunModeChoice({ automation }: { automation: AutomationState }) {
  const { runMode, publishWithoutReview } = automation.settings;
  const id = useId();
  return (
    <fieldset>
      <legend className={groupLabel}>Each run</legend>
      <div className="space-y-2">
        {RUN_MODES.map((mode) => (
          <div key={mode}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-run-mode`}
                value={mode}
                aria-describedby={`${id}-${mode}`}
                className="size-4 accent-[var(--color-accent)]"
                checked={runMode === mode}
                onChange={() => automation.update({ runMode: mode })}
              />
              {RUN_MODE_LABELS[mode]}
            </label>
            <p id={`${id}-${mode}`} className="ml-6 text-xs text-muted">
              {HINTS[mode]}
            </p>
          </div>
        ))}
      </div>
      {runMode === 'write_new' ? (
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-accent)]"
            checked={publishWithoutReview}
            onChange={(event) => automation.update({ publishWithoutReview: event.target.checked })}
          />
          {PUBLISH_WITHOUT_REVIEW_LABEL}
        </label>
      ) : null}
    </fieldset>
  );
}
