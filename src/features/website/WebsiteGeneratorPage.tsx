import { Globe } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSWRConfig } from 'swr';
import { Card } from '../../components/Card';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { websiteFileName, websiteZipName } from '../../domain/website/file-name';
import type { SiteSummary } from '../../domain/website/sites-contract';
import { useAuth } from '../../lib/auth-context';
import { notify, notifyFailure } from '../../lib/toast';
import { generateWebsite } from './api/generate-website';
import { getSite } from './api/get-site';
import { sitesKey } from './api/list-sites';
import { BusinessStep } from './BusinessStep';
import { DesignStep } from './DesignStep';
import { ResultStep } from './ResultStep';
import { ProTipsPanel, UpgradePanel } from './SidePanel';
import { downloadFile } from '../../lib/download';
import { openPreview, zipPages } from './site-files';
import { StepIndicator } from './StepIndicator';
import { hasBusinessInfo, useWebsiteWizard } from './use-website-wizard';

// Below the wizard and only for signed-in users: not part of the first paint.
const MySites = lazy(() => import('./MySites').then((module) => ({ default: module.MySites })));

export function WebsiteGeneratorPage() {
  const { user, isPaid } = useAuth();
  const wizard = useWebsiteWizard();
  const { step, setStep, form, update, result, setResult, generating, setGenerating, startOver } = wizard;
  // A visitor pressed Generate: step 2 offers the way to sign in (and back).
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  // The name the shown website was generated for (the details may be edited after).
  const [generatedName, setGeneratedName] = useState(form.businessName);
  // The shown site was deleted in My Sites (Undo clears it): step 3 then stops offering what needs it saved.
  const [deletedSiteId, setDeletedSiteId] = useState<string | null>(null);
  const { mutate } = useSWRConfig();

  // Each step change moves focus to the new step's heading, so keyboard and screen
  // reader users start reading at the top of the step (not on the first visit).
  const stepCard = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepCard.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  async function generate() {
    if (!hasBusinessInfo(form) || !form.template) {
      notify({ title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    if (!user) {
      notify({ title: 'Authentication Required', description: 'Please sign in to generate a website.', variant: 'destructive' });
      setAskedToSignIn(true);
      return;
    }
    setGenerating(true);
    try {
      const generated = await generateWebsite(form, user.id, isPaid);
      setResult(generated);
      setGeneratedName(form.businessName);
      setStep(3);
      void mutate(sitesKey(user.id));
      const ready = generated.tier === 'premium' ? 'Your professional multi-page website is ready.' : 'Your single-page website is ready.';
      notify({ title: 'Website Generated!', description: generated.site_id ? `${ready} It is saved in My Sites.` : ready });
    } catch (error) {
      notifyFailure('Generation Failed', error, 'Failed to generate website. Please try again.');
    } finally {
      setGenerating(false);
    }
  }

  /** Shows a saved site again in step 3, as it was when generated. */
  async function openSite(site: SiteSummary) {
    try {
      const saved = await getSite(site.id);
      // Rendered at once: another site is a new result step (and heading) to focus below.
      flushSync(() => {
        setResult({
          success: true,
          html: saved.html,
          tier: saved.tier,
          copy_source: saved.copy_source,
          site_id: saved.id,
          ...(saved.pages ? { pages: saved.pages } : {}),
        });
        setGeneratedName(saved.name);
        // Edit details and Change design then start from what this site was made of.
        update('businessName', saved.business.name);
        update('businessDescription', saved.business.description);
        update('contactEmail', saved.business.email ?? '');
        update('contactPhone', saved.business.phone ?? '');
        update('industry', saved.industry);
        update('template', saved.template);
        setStep(3);
      });
      // Already on step 3 the step effect does not run: bring the result into view here.
      stepCard.current?.scrollIntoView({ block: 'start' });
      stepCard.current?.querySelector<HTMLElement>('h2')?.focus();
    } catch (error) {
      notifyFailure('Could not open the site', error, 'Reload the page and try again.');
    }
  }

  function download() {
    if (!result) return;
    downloadFile(websiteFileName(generatedName), new Blob([result.html], { type: 'text/html' }));
    notify({ title: 'Download Started', description: websiteFileName(generatedName) });
  }

  async function downloadZip() {
    if (!result?.pages) return;
    downloadFile(websiteZipName(generatedName), await zipPages(result.pages));
    notify({ title: 'Download Started', description: websiteZipName(generatedName) });
  }

  return (
    <Page title="Free AI Website Generator">
      <header className="text-center">
        <Globe aria-hidden="true" className="mx-auto size-10 text-accent" />
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Free AI Website Generator</h1>
        <p className="mt-2 text-muted">Describe your business, pick a design and get a ready-to-publish website in three steps.</p>
      </header>
      <div className="mt-8">
        <StepIndicator current={step} />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="min-w-0" ref={stepCard}>
          {step === 1 ? <BusinessStep form={form} update={update} onContinue={() => setStep(2)} /> : null}
          {step === 2 ? (
            <DesignStep
              isPaid={isPaid}
              template={form.template}
              onChoose={(id) => update('template', id)}
              onBack={() => setStep(1)}
              onGenerate={() => void generate()}
              generating={generating}
              askSignIn={askedToSignIn && !user}
              onShowResult={result ? () => setStep(3) : undefined}
            />
          ) : null}
          {step === 3 && result ? (
            <ResultStep
              // Another site is another editor, publish box and deploy box: nothing of the
              // last one (its unsaved words, its revision) may carry over to it.
              key={result.site_id ?? 'unsaved'}
              result={result}
              deleted={result.site_id !== undefined && result.site_id === deletedSiteId}
              businessName={generatedName}
              onPreview={() => openPreview(result.html)}
              onDownload={download}
              onDownloadZip={() => void downloadZip()}
              onEditDetails={() => setStep(1)}
              onChangeDesign={() => setStep(2)}
              onStartOver={startOver}
              isPaid={isPaid}
              onEdited={(saved) => {
                // A save of the site left behind (sent as its editor closed) must not bring it back on screen.
                setResult((shown) =>
                  shown?.site_id === saved.id ? { ...shown, html: saved.html, ...(saved.pages ? { pages: saved.pages } : {}) } : shown,
                );
                if (user) void mutate(sitesKey(user.id));
              }}
            />
          ) : null}
        </Card>
        <aside aria-label={isPaid ? 'Pro tips' : 'Premium benefits'}>{isPaid ? <ProTipsPanel /> : <UpgradePanel />}</aside>
      </div>
      {user ? (
        <Suspense fallback={<Spinner label="Loading My Sites" />}>
          <MySites
            userId={user.id}
            onOpen={openSite}
            onDeleted={(id) => setDeletedSiteId(id)}
            onRestored={(id) => setDeletedSiteId((deleted) => (deleted === id ? null : deleted))}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
