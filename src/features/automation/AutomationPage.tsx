import { AlertTriangle, CalendarDays, ClipboardCheck, Plug, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Page } from '../../components/Page';
import { storedTemplate, studioTemplate, type TemplateId } from '../../domain/automation/catalogue';
import { personaOf } from '../../domain/automation/settings';
import { useAuth } from '../../lib/auth-context';
import { getContentItem } from './api/get-content-item';
import type { ContentItem } from './api/list-content-items';
import { notify } from '../../lib/toast';
import { ExportConnectPanel } from './ExportConnectPanel';
import { useReviewCounts } from '../../lib/review-count';
import { MyContent } from './MyContent';
import { Versions } from './Versions';
import { pendingHandoffTemplate } from './handoff';
import { StudioOutput } from './StudioOutput';
import { StudioSettingsPanel } from './settings/StudioSettingsPanel';
import { TemplatePicker } from './TemplatePicker';
import { useStudio } from './use-studio';
import { STUDIO_SCREENS } from '../../domain/automation/screens';

function Workspace({ template, item, onChange }: { template: TemplateId; item: ContentItem | null; onChange: () => void }) {
  const studio = useStudio(template, item);
  const { isPaid } = useAuth();
  const { subjectField } = studioTemplate(template);
  // The restored text is in the editor, said so, and the editor takes the focus so it can be read and saved.
  const restore = (text: string, version: number) => {
    studio.restoreContent(text);
    notify({ title: 'Version restored', description: `Version ${version} is in the editor. Save to keep it.` });
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-studio-editor]')?.focus());
  };
  const topic = (template === 'blog' ? studio.settings.topics[0] : studio.settings.fields[subjectField]) || studioTemplate(template).name;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <StudioSettingsPanel studio={studio} template={template} onChange={onChange} />
      <div className="space-y-6">
        <StudioOutput studio={studio} />
        {studio.saved ? (
          <Versions itemId={studio.saved.id} version={studio.saved.version} current={studio.content} onRestore={restore} />
        ) : null}
        {studio.content && !studio.streaming ? (
          <ExportConnectPanel
            content={studio.content}
            topic={topic}
            isPaid={isPaid}
            template={template}
            persona={personaOf(studio.settings).label}
            saved={studio.saved}
            previewing={studio.previewOpen}
            onPreviewChange={studio.setPreviewOpen}
          />
        ) : null}
      </div>
    </div>
  );
}

interface Opened {
  template: TemplateId;
  item: ContentItem | null;
}

/** The studio's notice of failed deliveries: each is listed, with its retry, on the To review page. */
function FailedDeliveriesNotice({ userId }: { userId: string }) {
  const failed = useReviewCounts(userId).data?.failed ?? 0;
  if (failed === 0) return null;
  return (
    <p role="status" className="mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm">
      <AlertTriangle aria-hidden="true" className="size-4 text-danger" />
      {failed === 1 ? 'A run could not deliver to every channel.' : `${failed} runs could not deliver to every channel.`}
      <Link href="/automation/review#failed-heading" className="font-semibold text-accent underline underline-offset-2">
        See failed deliveries
      </Link>
    </p>
  );
}

export function AutomationPage() {
  const { user } = useAuth();
  // A chat's "Create Blog Post" (or video, social) opens its template at once.
  const [opened, setOpened] = useState<Opened | null>(() => {
    const template = pendingHandoffTemplate();
    return template ? { template, item: null } : null;
  });
  // /automation?item=<id> (the calendar's "Open in the studio") opens that saved item.
  const itemId = new URLSearchParams(useSearch()).get('item');
  useEffect(() => {
    if (!itemId || !user) return;
    let current = true;
    getContentItem(itemId).then(
      (item) => current && setOpened({ template: storedTemplate(item.template), item }),
      (error: Error) => current && notify({ title: 'Could not open it', description: error.message, variant: 'destructive' }),
    );
    return () => {
      current = false;
    };
  }, [itemId, user]);
  return (
    <Page title={STUDIO_SCREENS.studio.title}>
      <header className="mb-8">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <Wand2 aria-hidden="true" className="size-8 text-accent" />
          {STUDIO_SCREENS.studio.title}
        </h1>
        <p className="mt-2 text-muted">
          Turn a topic into a blog post, a YouTube script or a social post, in your voice, ready to publish.
        </p>
        {user ? (
          <nav aria-label="Studio" className="mt-3 flex flex-wrap gap-4 text-sm">
            <Link
              href={STUDIO_SCREENS.calendar.path}
              className="inline-flex items-center gap-1.5 font-semibold text-accent underline underline-offset-2"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              {STUDIO_SCREENS.calendar.title}
            </Link>
            <Link
              href={STUDIO_SCREENS.connections.path}
              className="inline-flex items-center gap-1.5 font-semibold text-accent underline underline-offset-2"
            >
              <Plug aria-hidden="true" className="size-4" />
              {STUDIO_SCREENS.connections.title}
            </Link>
            <Link
              href="/automation/review"
              className="inline-flex items-center gap-1.5 font-semibold text-accent underline underline-offset-2"
            >
              <ClipboardCheck aria-hidden="true" className="size-4" />
              To review
            </Link>
          </nav>
        ) : null}
        {user ? <FailedDeliveriesNotice userId={user.id} /> : null}
      </header>
      {opened ? (
        <Workspace
          key={`${opened.template}:${opened.item?.id ?? 'new'}`}
          template={opened.template}
          item={opened.item}
          onChange={() => setOpened(null)}
        />
      ) : (
        <>
          <TemplatePicker onChoose={(template) => setOpened({ template, item: null })} />
          {user ? <MyContent userId={user.id} onOpen={(item) => setOpened({ template: storedTemplate(item.template), item })} /> : null}
        </>
      )}
    </Page>
  );
}
