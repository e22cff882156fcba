import { CalendarDays, ClipboardCheck, Plug, Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Page } from '../../components/Page';
import { storedTemplate, TEMPLATE_IDS, type TemplateId } from '../../domain/automation/catalogue';
import { AUTOMATION_SCREENS } from '../../domain/automation/screens';
import { useAuth } from '../../lib/auth-context';
import { FailedDeliveriesNotice } from './FailedDeliveriesNotice';
import { pendingHandoffTemplate } from './handoff';
import { MyContent } from './MyContent';
import { AutomationOpener } from './AutomationOpener';
import { TemplatePicker } from './TemplatePicker';

const isTemplate = (value: string): value is TemplateId => (TEMPLATE_IDS as readonly string[]).includes(value);

/**
 * /automation: the templates and My content. /automation/<template> (blog, youtube,
 * social): that template open, with ?item=<id> for a saved piece; /automation?item=<id>
 * (the calendar's "Open in the studio") opens that item too. Each is its own history
 * entry, so Back from a template returns to the templates.
 */
export function AutomationPage({ template }: { template?: string }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const itemId = new URLSearchParams(useSearch()).get('item');
  const open = Boolean(template || itemId);

  // A chat's "Create Blog Post" (or video, social) opens its template at once.
  useEffect(() => {
    const handoff = open ? null : pendingHandoffTemplate();
    if (handoff) navigate(`/automation/${handoff}`, { replace: true });
  }, [open, navigate]);

  if (template && !isTemplate(template)) return <NotFoundPage />;
  return (
    <Page title={AUTOMATION_SCREENS.automation.title}>
      <header className="mb-8">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
          <Wand2 aria-hidden="true" className="size-8 text-accent" />
          {AUTOMATION_SCREENS.automation.title}
        </h1>
        <p className="mt-2 text-muted">
          Turn a topic into a blog post, a YouTube script or a social post, in your voice, ready to publish.
        </p>
        {user ? (
          <nav aria-label="Studio" className="mt-3 flex flex-wrap gap-4 text-sm">
            <Link
              href={AUTOMATION_SCREENS.calendar.path}
              className="inline-flex items-center gap-1.5 font-semibold text-accent underline underline-offset-2"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              {AUTOMATION_SCREENS.calendar.title}
            </Link>
            <Link
              href={AUTOMATION_SCREENS.connections.path}
              className="inline-flex items-center gap-1.5 font-semibold text-accent underline underline-offset-2"
            >
              <Plug aria-hidden="true" className="size-4" />
              {AUTOMATION_SCREENS.connections.title}
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
      {open ? (
        // One opener per template: a piece saved here keeps its workspace when its address gains ?item=.
        <AutomationOpener key={template ?? 'item'} template={template && isTemplate(template) ? template : null} itemId={itemId} />
      ) : (
        <>
          <TemplatePicker onChoose={(chosen) => navigate(`/automation/${chosen}`)} />
          {user ? (
            <MyContent userId={user.id} onOpen={(item) => navigate(`/automation/${storedTemplate(item.template)}?item=${item.id}`)} />
          ) : null}
        </>
      )}
    </Page>
  );
}
