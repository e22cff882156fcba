// Each AI provider is defined once, in src/domain/providers.ts. This test fails when
// a provider's id, label, environment variable, chat card id or API address is
// written as a literal anywhere else in src/ or netlify/ (tests next to the source
// are left out: they may assert exact user-facing strings), and when the registry
// and what depends on it outside TypeScript (the migrations' check constraints,
// docs/configuration.md) drift apart.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CHAT_CATALOGUE } from '../../src/domain/chat-catalogue';
import { BUILT_IN_PROVIDERS } from '../../src/domain/provider-settings';
import { CHAT_CARDS, CHAT_MODEL_IDS, MODEL_ROUTER, PROVIDER_IDS, PROVIDER_LIST } from '../../src/domain/providers';

const REGISTRY = 'src/domain/providers.ts';
const ROOTS = ['src', 'netlify'];

/** Exact string values that only the registry may write, and what each is. */
const VALUES = new Map<string, string>();
const forbid = (value: string, what: string) => VALUES.set(value, VALUES.has(value) ? `${VALUES.get(value)}, ${what}` : what);
for (const provider of PROVIDER_LIST) {
  forbid(provider.id, `the id of ${provider.label}`);
  forbid(provider.label, `${provider.id}'s label`);
  forbid(provider.env.apiKey, `${provider.id}'s key variable`);
  forbid(provider.env.baseUrl, `${provider.id}'s base URL variable`);
}
for (const card of CHAT_CARDS) forbid(card.id, `the chat card id of ${card.name}`);
/** API hosts, forbidden anywhere in a string (a URL, a placeholder, a message). */
const HOSTS = PROVIDER_LIST.map((provider) => [new URL(provider.baseUrl).host, `${provider.id}'s API host`] as const);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The exceptions, each a position where such a string names something other than
 * a provider of the registry:
 * - a module specifier (`import OpenAI from 'openai'`): 'openai' is the npm
 *   package of OpenAI's SDK, which also serves Gemini, Groq, Mistral, Cohere,
 *   OpenRouter and custom endpoints;
 * - an SDK discriminator: the value or type of an `sdk` property, or what an
 *   `.sdk` is compared with (`call.sdk === 'anthropic'`). 'openai' and
 *   'anthropic' there name the two SDKs (the registry's `ProviderSdk`), and the
 *   code that picks one branches on them.
 */
function isException(node: ts.Node): boolean {
  const parent = node.parent;
  if ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true;
  return namesSdk(node);
}

const isSdkName = (name: ts.Node | undefined) => name !== undefined && ts.isIdentifier(name) && name.text === 'sdk';

function namesSdk(node: ts.Node): boolean {
  let parent = node.parent;
  if (ts.isLiteralTypeNode(parent)) {
    parent = parent.parent;
    while (ts.isUnionTypeNode(parent)) parent = parent.parent;
    return ts.isPropertySignature(parent) && isSdkName(parent.name);
  }
  if (ts.isPropertyAssignment(parent)) return parent.initializer === node && isSdkName(parent.name);
  if (
    ts.isBinaryExpression(parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind)
  ) {
    const other = parent.left === node ? parent.right : parent.left;
    return ts.isPropertyAccessExpression(other) && isSdkName(other.name);
  }
  return false;
}

/** Every literal of `file` that only the registry may write: `path:line: "value" (what it is)`. */
function findings(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, value: string, what: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${file}:${line}: ${JSON.stringify(value)} (${what})`);
  };
  const visit = (node: ts.Node) => {
    let value: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) value = node.text;
    else if (ts.isJsxText(node)) value = node.text.trim();
    if (value !== undefined && !isException(node)) {
      const exact = VALUES.get(value.trim());
      if (exact) report(node, value, exact);
      for (const [host, what] of HOSTS) if (value.includes(host)) report(node, value, what);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the provider registry', () => {
  it('is the only place in src/ and netlify/ that writes a provider id, label, key variable, chat card id or API address', () => {
    const files = ROOTS.flatMap(sourceFiles).filter((file) => file !== REGISTRY);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(findings)).toEqual([]);
  });

  it('finds such literals where they are written (the check above is not vacuous)', () => {
    const inRegistry = findings(REGISTRY).join('\n');
    for (const provider of PROVIDER_LIST) {
      expect(inRegistry).toContain(`"${provider.label}" (${provider.id}'s label)`);
      expect(inRegistry).toContain(`(${provider.id}'s API host)`);
      expect(inRegistry).toContain(`"${provider.env.apiKey}"`);
    }
  });

  it('gives each provider its own id, label and address, and each chat card one provider, in the catalogue order', () => {
    expect(PROVIDER_LIST.map((provider) => provider.id)).toEqual(PROVIDER_IDS);
    expect(new Set(PROVIDER_LIST.map((provider) => provider.label)).size).toBe(PROVIDER_LIST.length);
    expect(new Set(PROVIDER_LIST.map((provider) => provider.baseUrl)).size).toBe(PROVIDER_LIST.length);
    for (const provider of PROVIDER_LIST) expect(provider.baseUrl).toMatch(/^https:\/\//);
    expect(CHAT_CARDS.map((card) => card.id)).toEqual(CHAT_MODEL_IDS);
    expect(CHAT_CATALOGUE.map((entry) => [entry.id, entry.providerId, entry.provider])).toEqual(
      CHAT_CARDS.map((card) => [card.id, card.provider.id, card.provider.label]),
    );
    expect(BUILT_IN_PROVIDERS.map((row) => [row.id, row.provider])).toEqual(PROVIDER_LIST.map((provider) => [provider.id, provider.label]));
  });

  it('has the ids the migrations accept: user_providers.kind, and ai_models.route_provider (every provider but the model router)', () => {
    const sql = readdirSync('supabase/migrations')
      .sort()
      .map((file) => readFileSync(join('supabase/migrations', file), 'utf8'))
      .join('\n');
    const lastList = (pattern: RegExp) =>
      [...sql.matchAll(pattern)].map((match) => [...match[1]!.matchAll(/'([^']+)'/g)].map((id) => id[1])).at(-1);
    // Only user_providers' own statements: other tables have a kind column too (support_feedback).
    expect(lastList(/table public\.user_providers\b[^;]*?check \(kind in \(([^)]*)\)\)/g)).toEqual([...PROVIDER_IDS, 'custom']);
    expect(lastList(/route_provider in \(([^)]*)\)/g)).toEqual(PROVIDER_IDS.filter((id) => id !== MODEL_ROUTER));
  });

  it('is what docs/configuration.md documents: each provider key and base URL variable, with its default address', () => {
    const docs = readFileSync('docs/configuration.md', 'utf8');
    for (const provider of PROVIDER_LIST) {
      const row = docs.split('\n').find((line) => line.startsWith(`| \`${provider.env.baseUrl}\` |`));
      expect(row, provider.env.baseUrl).toContain(provider.baseUrl);
      expect(docs).toContain(`| \`${provider.env.apiKey}\` |`);
    }
  });
});
