import { useId } from 'react';
import { TextField } from '../../../components/TextField';
import { RECURRING_FREQUENCIES } from '../../../domain/automation/catalogue';
import { MAX_RUNS_LIMIT, type ScheduleEnd } from '../../../domain/automation/settings';
import type { AutomationState } from '../use-automation';
import { SwitchRow } from './SwitchRow';
import { DeliverTo } from './DeliverTo';
import { RunModeChoice } from './RunModeChoice';
import { control, groupLabel } from './styles';

/** Real-time search, scheduling (once or recurring, with its end) and where each run is delivered. */
export function AutomationSettings({ automation }: { automation: AutomationState }) {
  const { realtime, scheduling, scheduleDate, scheduleTime, recurring, frequency, ends, endDate, maxRuns } = automation.settings;
  const frequencyId = useId();
  const endsId = useId();
  return (
    <div className="space-y-4">
      <SwitchRow
        label="Real-time search data"
        hint="Let the writer draw on search insights for the topic."
        checked={realtime}
        onChange={(next) => automation.update({ realtime: next })}
      />
      <SwitchRow
        label="Schedule"
        hint="Add a publishing date and time to the content."
        checked={scheduling}
        onChange={(next) => automation.update({ scheduling: next })}
      />
      {scheduling ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            data-field="scheduleDate"
            value={scheduleDate}
            onChange={(event) => automation.update({ scheduleDate: event.target.value })}
          />
          <TextField
            label="Time"
            type="time"
            value={scheduleTime}
            onChange={(event) => automation.update({ scheduleTime: event.target.value })}
          />
        </div>
      ) : null}
      {scheduling ? <DeliverTo automation={automation} /> : null}
      <SwitchRow
        label="Recurring"
        hint="Repeat this piece on a schedule."
        checked={recurring}
        onChange={(next) => automation.update({ recurring: next })}
      />
      {recurring ? (
        <div>
          <label htmlFor={frequencyId} className={groupLabel}>
            Frequency
          </label>
          <select
            id={frequencyId}
            value={frequency}
            onChange={(event) => automation.update({ frequency: event.target.value as typeof frequency })}
            className={`${control} h-11 capitalize`}
          >
            {RECURRING_FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {scheduling ? null : <p className="mt-1.5 text-xs text-muted">Turn on Schedule and choose a date: the first run starts it.</p>}
          <label htmlFor={endsId} className={`${groupLabel} mt-4`}>
            Ends
          </label>
          <select
            id={endsId}
            value={ends}
            onChange={(event) => automation.update({ ends: event.target.value as ScheduleEnd })}
            className={`${control} h-11`}
          >
            <option value="never">Never (until you pause it)</option>
            <option value="date">On a date</option>
            <option value="runs">After a number of runs</option>
          </select>
          {ends === 'date' ? (
            <TextField
              className="mt-3"
              label="Last date"
              type="date"
              min={scheduleDate || undefined}
              value={endDate}
              onChange={(event) => automation.update({ endDate: event.target.value })}
            />
          ) : null}
          {ends === 'runs' ? (
            <TextField
              className="mt-3"
              label="Number of runs"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_RUNS_LIMIT}
              value={String(maxRuns)}
              onChange={(event) =>
                automation.update({ maxRuns: Math.min(MAX_RUNS_LIMIT, Math.max(1, Math.round(Number(event.target.value)) || 1)) })
              }
            />
          ) : null}
          <div className="mt-4">
            <RunModeChoice automation={automation} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
