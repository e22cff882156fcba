import { BellRing, Check, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { mutate as revalidate } from 'swr';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useAuth } from '../../lib/auth-context';
import { formatAutomationDate } from '../../lib/automation-date';
import { notify, notifyFailure } from '../../lib/toast';
import { failureHookKey, removeFailureHook, saveFailureHook, testFailureHook, useFailureHook } from './api/failure-hook';

/**
 * /connections: the one webhook (Slack, Discord or any JSON endpoint) told when a
 * scheduled run or a retry has a failed channel, with a link to the run on To
 * review. The address is never shown again once saved, only its summary.
 */
export function FailureNoticeCard() {
  const { user } = useAuth();
  const hook = useFailureHook(user?.id);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();
  if (!user) return null;
  const saved = hook.data ?? null;
  const act = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      notifyFailure(`Could not ${what.toLowerCase()} the webhook`, error);
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act('Save', async () => {
      await revalidate(failureHookKey(user.id), await saveFailureHook(url), { revalidate: false });
      setUrl('');
      notify({ title: 'Failure notices on', description: 'Use Test to check that the webhook receives them.' });
    });
  };
  const test = () =>
    act('Test', async () => {
      const result = await testFailureHook();
      await revalidate(failureHookKey(user.id));
      if (result.ok) notify({ title: 'Test notice sent', description: result.answer });
      else
        notify({
          title: 'The webhook did not accept the test',
          description: `${result.status ? `HTTP ${result.status}: ` : ''}${result.answer}`,
          variant: 'destructive',
        });
    });
  const remove = () =>
    act('Remove', async () => {
      await revalidate(failureHookKey(user.id), await removeFailureHook(), { revalidate: false });
      notify({ title: 'Failure notices off', description: 'Failed deliveries still show on To review.' });
    });
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-line bg-surface px-4 py-3 text-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <BellRing aria-hidden="true" className="size-5 text-accent" />
        Failure notices
      </h2>
      <p className="mt-1 text-muted">
        When a scheduled delivery fails, it shows on To review. Add a webhook (a Slack or Discord incoming webhook, or any https endpoint
        that takes JSON) to be told there too, with a link to the run.
      </p>
      {saved ? (
        <div className="mt-3 space-y-1">
          <p className="flex min-w-0 items-center gap-1 text-success">
            <Check aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">On · {saved.summary}</span>
          </p>
          {saved.last_test ? (
            <p className={`text-xs ${saved.last_test.ok ? 'text-muted' : 'text-danger'}`}>
              Last test {formatAutomationDate(saved.last_test.at)}:{' '}
              {saved.last_test.ok
                ? 'received'
                : `not received (${saved.last_test.status ? `HTTP ${saved.last_test.status}: ` : ''}${saved.last_test.answer})`}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-1.5 pt-1">
            <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => void test()}>
              {busy === 'Test' ? 'Testing...' : 'Test notice'}
            </Button>
            <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void remove()}>
              <Trash2 aria-hidden="true" className="size-3.5" />
              Remove webhook
            </Button>
          </div>
        </div>
      ) : null}
      <form onSubmit={submit} aria-label="Failure notice webhook" className="mt-3 space-y-3">
        <TextField
          label={saved ? 'Replace with another webhook URL' : 'Webhook URL'}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          placeholder="https://hooks.slack.com/services/…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={busy !== null}>
          {busy === 'Save' ? 'Saving...' : 'Save webhook'}
        </Button>
      </form>
    </section>
  );
}
