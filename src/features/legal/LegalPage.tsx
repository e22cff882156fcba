import { Page } from '../../components/Page';
import { PRIVACY, TERMS, type LegalDocument } from './legal-content';

function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Page title={document.title} width="medium">
      <article className="space-y-8">
        <header>
          <h1 className="text-4xl font-extrabold tracking-tight">{document.title}</h1>
          <p className="mt-2 text-sm text-muted">Last updated {document.updated}</p>
          <p className="mt-6 text-lg">{document.intro}</p>
        </header>
        {document.sections.map((section) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-xl font-bold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
            {section.points ? (
              <ul className="list-disc space-y-2 pl-6 leading-relaxed text-muted marker:text-accent">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </Page>
  );
}

export function TermsPage() {
  return <LegalDocumentView document={TERMS} />;
}

export function PrivacyPage() {
  return <LegalDocumentView document={PRIVACY} />;
}
