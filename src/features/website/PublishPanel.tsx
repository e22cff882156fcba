import { Globe, LoaderCircle, RefreshCw, Rocket, ShieldOff } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import * as v from 'valibot';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/TextField';
import { slugFromName, SLUG_MAX, SLUG_RULE, SlugSchema, type SiteSummary } from '../../domain/website/sites-contract';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { sitesKey, useSites } from './api/list-sites';
import { publishSite } from './api/publish-site';
import { unpublishSite } from './api/unpublish-site';
import { messageOf } from '../../domain/error-message';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  /** The site of My Sites shown in the result step. */
  siteId: string;
}

/**
 * Publish: the site online at this app's /s/<address>, Update (online again from
 * what is saved now) and Unpublish. What the site is now comes from the My Sites
 * list, so the list and this panel always agree.
 */
export function PublishPanel({ siteId }: Props) {
  const { user, isPaid } = useAuth();
  const { data, isLoading } = useSites(user?.id);
  const { mutate } = useSWRConfig();
  const site = data?.sites.find((s) => s.id === siteId);
  const headingId = useId();
  if (!user) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-line p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Globe aria-hidden="true" className="size-5 text-accent" />
        Put it online
      </h3>
      {site ? (
        <PublishForm key={site.id} site={site} isPaid={isPaid} onChanged={() => mutate(sitesKey(user.id))} />
      ) : isLoading ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading where this site is online…
        </p>
      ) : (
        <p className="text-sm text-muted">Publishing is for sites kept in My Sites. Reload the page if you just saved this one.</p>
      )}
    </section>
  );
}

type Work = 'publish' | 'unpublish' | null;

function PublishForm({ site, isPaid, onChanged }: { site: SiteSummary; isPaid: boolean; onChanged: () => Promise<unknown> }) {
  const online = site.published;
  // Untouched fields follow the saved site; what the owner types wins until it is published.
  const [slugDraft, setSlugDraft] = useState<string | null>(null);
  const [indexDraft, setIndexDraft] = useState<boolean | null>(null);
  const [slugError, setSlugError] = useState<string | undefined>();
  const [work, setWork] = useState<Work>(null);
  const [confirming, setConfirming] = useState(false);
  // Publish and Update are one button that stays where it is; after Unpublish (its
  // button gone) the keyboard goes to it.
  const publishButton = useRef<HTMLButtonElement>(null);
  const slug = slugDraft ?? site.slug ?? slugFromName(site.name);
  // The site keeps the owner's choice while it is offline, so Unpublish then Publish keeps it too.
  const indexable = indexDraft ?? site.indexable;
  const origin = window.location.origin;

  async function publish(event?: FormEvent) {
    event?.preventDefault();
    if (work !== null) return;
    // Sent only when the owner changed it: otherwise the site keeps its address, or gets one from its name.
    const chosen = slugDraft !== null && slugDraft.trim() !== site.slug ? slugDraft : undefined;
    if (chosen !== undefined) {
      const parsed = v.safeParse(SlugSchema, chosen);
      if (!parsed.success) return setSlugError(parsed.issues[0].message);
    }
    setSlugError(undefined);
    setWork('publish');
    try {
      const published = await publishSite(site.id, { ...(chosen !== undefined ? { slug: chosen } : {}), indexable });
      await onChanged();
      setSlugDraft(null);
      setIndexDraft(null);
      notify({ title: online ? 'Website updated' : 'Website published', description: `Online at ${published.url}` });
    } catch (error) {
      const message = messageOf(error, 'The site could not be published. Please try again.');
      // A taken or malformed address is the field's error; anything else a toast.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setSlugError(message.replace(/^slug: /, ''));
      else notify({ title: 'Publish failed', description: message, variant: 'destructive' });
    } finally {
      setWork(null);
    }
  }

  async function unpublish() {
    setConfirming(false);
    setWork('unpublish');
    try {
      await unpublishSite(site.id);
      await onChanged();
      publishButton.current?.focus();
      notify({
        title: 'Website unpublished',
        description: `${origin}/s/${site.slug ?? slug} now answers "not found". The address stays yours.`,
      });
    } catch (error) {
      notifyFailure('Unpublish failed', error, 'Please try again.');
    } finally {
      setWork(null);
    }
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void publish(event)} noValidate>
      {online ? (
        <p className="text-sm text-fg">
          Online at{' '}
          <a href={online.url} target="_blank" rel="noopener noreferrer" className="font-medium break-all text-accent underline">
            {online.url}
          </a>{' '}
          <span className="text-muted">
            since <time dateTime={online.published_at}>{when.format(new Date(online.published_at))}</time>
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted">
          Give this site a public address on AI Business Hub: free, secure, and yours until you delete the site.
        </p>
      )}
      <TextField
        label="Web address (after /s/)"
        name="slug"
        value={slug}
        maxLength={SLUG_MAX}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => {
          setSlugDraft(event.target.value);
          setSlugError(undefined);
        }}
        error={slugError}
        hint={
          <>
            <span className="break-all">
              {origin}/s/{slug || '…'}
            </span>
            . {SLUG_RULE}.{online ? ' Changing it moves the site: the old address stops working.' : ''}
          </>
        }
      />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-accent)]"
          checked={indexable}
          onChange={(event) => setIndexDraft(event.target.checked)}
        />
        <span>
          Allow search engines
          <span className="block text-xs text-muted">Off: the page asks Google and others not to list it.</span>
        </span>
      </label>
      {isPaid ? null : <p className="text-xs text-muted">Free sites show a small “Powered by AI Business Hub” link at the bottom.</p>}
      <div className="flex flex-wrap gap-3">
        {/* aria-disabled while working, not disabled: a disabled button drops the keyboard focus to the page. */}
        <Button ref={publishButton} type="submit" variant="gradient" aria-disabled={work !== null} aria-busy={work === 'publish'}>
          {work === 'publish' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : online ? (
            <RefreshCw aria-hidden="true" className="size-4" />
          ) : (
            <Rocket aria-hidden="true" className="size-4" />
          )}
          {online ? 'Update' : 'Publish'}
        </Button>
        {online ? (
          <Button
            variant="secondary"
            onClick={() => work === null && setConfirming(true)}
            aria-disabled={work !== null}
            aria-busy={work === 'unpublish'}
          >
            {work === 'unpublish' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-4" />
            )}
            Unpublish
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Unpublish this site?"
        confirmLabel="Unpublish"
        onConfirm={() => void unpublish()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <span className="break-all">{online?.url ?? `${origin}/s/${site.slug ?? slug}`}</span> will answer “Page not found” for everyone
          who opens it.
        </p>
        <p>The address stays yours: Publish brings the site back there.</p>
      </ConfirmDialog>
    </form>
  );
}
