import type { ReactNode } from 'react';
import { DISCORD_MESSAGE_MAX, NOTION_BLOCKS_MAX, type ChannelPayload } from '../../domain/connector-payloads';

// Each payload shown the way its receiver reads it, as text: nothing in it is
// rendered as HTML, so model output and user text stay inert here too.

const number = (value: number) => value.toLocaleString('en-US');

function Text({ children, label }: { children: string; label: string }) {
  return (
    // Focusable, as it may scroll; named, so a screen reader says which text it is.
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-2 max-h-72 overflow-auto rounded-lg border border-line bg-surface p-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap"
    >
      {children}
    </pre>
  );
}

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="mt-2">
      <dt className="text-xs font-semibold text-muted">{name}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

interface NotionPage {
  parent: { page_id: string };
  properties: { title: { title: { text: { content: string } }[] } };
  children: { paragraph: { rich_text: { text: { content: string } }[] } }[];
}
interface AirtableRecord {
  records: { fields: Record<string, string> }[];
}

export function PreviewBody({ payload }: { payload: ChannelPayload }) {
  const { kind, bodies } = payload;
  switch (kind) {
    case 'zapier':
    case 'make':
    case 'webhook':
      return <Text label="JSON sent">{JSON.stringify(bodies[0], null, 2)}</Text>;
    case 'slack':
      return (
        <>
          <p className="mt-2 text-xs text-muted">Slack message text (mrkdwn: *bold*, _italic_), shown as sent.</p>
          <Text label="Slack message">{(bodies[0] as { text: string }).text}</Text>
        </>
      );
    case 'discord': {
      const parts = bodies as { content: string }[];
      return (
        <ol className="mt-2 space-y-3">
          {parts.map((part, index) => (
            <li key={index}>
              <p className="text-xs font-semibold">
                Part {index + 1} of {parts.length} · {number(part.content.length)} / {number(DISCORD_MESSAGE_MAX)} characters
              </p>
              <Text label={`Discord message, part ${index + 1} of ${parts.length}`}>{part.content}</Text>
            </li>
          ))}
        </ol>
      );
    }
    case 'wordpress': {
      const post = bodies[0] as { title: string; content: string; status: string };
      return (
        <dl>
          <Field name="Title">{post.title}</Field>
          <Field name="Status">{post.status}</Field>
          <Field name="Content (HTML)">
            <Text label="WordPress post HTML">{post.content}</Text>
          </Field>
        </dl>
      );
    }
    case 'notion': {
      const page = bodies[0] as NotionPage;
      return (
        <dl>
          <Field name="Page title">{page.properties.title.title[0]?.text.content}</Field>
          <Field name="Under the page">{page.parent.page_id || 'your parent page'}</Field>
          <Field name={`Blocks (${page.children.length} / ${NOTION_BLOCKS_MAX})`}>
            <ol className="mt-1 space-y-2">
              {page.children.map((block, index) => {
                const text = block.paragraph.rich_text[0]?.text.content ?? '';
                return (
                  <li key={index} className="rounded-lg border border-line bg-surface p-2 text-xs">
                    <span className="font-semibold">
                      Paragraph {index + 1} · {number(text.length)} characters
                    </span>
                    <span className="mt-1 line-clamp-3 block whitespace-pre-wrap">{text}</span>
                  </li>
                );
              })}
            </ol>
          </Field>
        </dl>
      );
    }
    case 'airtable': {
      const fields = (bodies[0] as AirtableRecord).records[0]?.fields ?? {};
      return (
        <table className="mt-2 w-full table-fixed text-left text-sm">
          <caption className="sr-only">Airtable record fields</caption>
          <thead>
            <tr className="border-b border-line text-xs text-muted">
              <th scope="col" className="w-28 py-1 font-semibold">
                Field
              </th>
              <th scope="col" className="py-1 font-semibold">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(fields).map(([name, value]) => (
              <tr key={name} className="border-b border-line align-top">
                <th scope="row" className="py-1.5 pr-2 font-medium">
                  {name}
                </th>
                <td className="py-1.5">
                  <span className="line-clamp-4 break-words whitespace-pre-wrap">{value}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
  }
}
