// The editor's texts name their place in the site's content by a dotted path
// ("copy.services.0.title", data-edit in the editor's rendering): one text read or
// replaced by path, without touching the rest.
import type { SiteContent } from './editor-contract';

type Node = Record<string, unknown> | unknown[];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** The text at a path, or undefined when the path names no text. */
export function textAt(content: SiteContent, path: string): string | undefined {
  let node: unknown = content;
  for (const key of path.split('.')) {
    if (!isNode(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A copy of the content with the text at `path` replaced (objects and arrays on the way copied, the rest shared). */
export function withTextAt(content: SiteContent, path: string, text: string): SiteContent {
  const keys = path.split('.');
  const place = (node: unknown, depth: number): unknown => {
    if (depth === keys.length) return text;
    const key = keys[depth]!;
    if (Array.isArray(node)) {
      const index = Number(key);
      if (!Number.isInteger(index) || index < 0 || index >= node.length) throw new Error(`No text at ${path}`);
      return node.map((item, i) => (i === index ? place(item, depth + 1) : item));
    }
    const record = isNode(node) ? (node as Record<string, unknown>) : {};
    return { ...record, [key]: place(record[key], depth + 1) };
  };
  return place(content, 0) as SiteContent;
}
