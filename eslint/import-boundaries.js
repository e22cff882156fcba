// ESLint rule: which part of the tree may import which (docs/architecture.md, "Direction of imports").
// Every import is resolved to a path of the repository (relative, `#domain/...` or `/src/...`)
// and checked against the table below: static imports, `export ... from`, `import()` and
// `typeof import()`, types included. Packages are not checked. Files outside the areas
// below (tests, scripts, configuration) may import anything.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// package.json "imports": the one alias of the project.
const ALIASES = { '#domain/': 'src/domain/' };

// The feature folders of netlify/lib that another feature folder may import, each with why.
// A folder not listed as an importer imports no other folder; what two folders share moves
// down to the top level of netlify/lib (or to src/domain).
const NETLIFY_LIB_FOLDER_IMPORTS = {
  chat: {
    ai: 'a chat turn and a merge ask the models (routing, fan-out, the demo provider)',
    settings: "a turn reads the user's stored providers as the keys that answer it",
    documents: "a turn with attached files asks with the files' passages",
    images: "a question with an image sends one of the user's own images (My images) to the models that can see",
  },
  // automation/ holds the writer, the drafts and (in automation/schedules/) the scheduled runs.
  automation: {
    ai: "the writer asks a model; a run on write_new tells a provider's failure from the others",
    connectors: 'a scheduled run that sends or publishes delivers to the connectors its settings name',
    images: "a scheduled post with an image delivers the image's public copy",
    settings: "the quota depends on whether the user's own keys pay; a run on write_new writes with the owner's keys",
  },
  settings: {
    ai: 'stored providers become the keys model routing reads',
    models: "a user's added models come from the Model Database",
  },
  documents: {
    ai: "a scanned PDF's pages are read by the owner's vision model",
    settings: "the vision model that reads a scan answers with the owner's stored key",
  },
  images: {
    ai: "a generation's provider failures are described as every model call's are",
    settings: "an image model answers with the user's stored key before the platform's",
  },
  support: { ai: 'Mr. Support answers with a model' },
  website: { ai: 'website copy is written by a model' },
};

const SPA_SHARED = ['domain', 'lib', 'components'];

/** The area a path of the repository belongs to, or null when no boundary applies to it. */
function areaOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'src') {
    if (parts.length === 2) return 'app';
    if (parts[1] === 'features') return parts.length > 3 ? `feature:${parts[2]}` : 'features';
    if (SPA_SHARED.includes(parts[1])) return parts[1];
    return 'src';
  }
  if (parts[0] === 'netlify') {
    if (parts[1] === 'functions') return 'functions';
    if (parts[1] === 'lib') return parts.length === 3 ? 'netlify-lib' : `netlify-lib:${parts[2]}`;
    return 'netlify';
  }
  if (parts[0] === 'supabase' && parts[1] === 'local') return 'supabase-local';
  return null;
}

/** Why `from` may not import `to` (areas of areaOf), or null when it may. */
function refusal(from, to) {
  const spa = (area) =>
    area === 'app' || area === 'src' || area === 'features' || SPA_SHARED.includes(area) || area?.startsWith('feature:');
  const netlify = (area) => area === 'functions' || area === 'netlify' || area?.startsWith('netlify-lib');
  if (from === null || from === to) return null;
  if (from === 'supabase-local')
    return 'supabase/local is the local Supabase, apart from the app: it imports only its own files and packages.';
  if (spa(from) && netlify(to)) return 'The SPA never imports netlify/: what both need lives in src/domain.';
  if (netlify(from) && spa(to) && to !== 'domain')
    return 'netlify/ shares only src/domain with the SPA (as #domain/...): never src/lib, src/components, src/features or the app.';
  switch (from) {
    case 'domain':
      return 'src/domain is shared by the SPA and the functions: it imports only src/domain and packages.';
    case 'lib':
      return to === 'domain' ? null : 'src/lib imports only src/domain (never components or features): pass it in, or move it down.';
    case 'components':
      return to === 'domain' || to === 'lib'
        ? null
        : 'src/components imports only src/lib and src/domain (never a feature): pass it in, or move it down.';
    case 'app':
      return null;
    case 'functions':
      return to === 'domain' || to.startsWith('netlify-lib') ? null : 'A function imports only netlify/lib and #domain/*.';
    case 'netlify-lib':
      return to === 'domain'
        ? null
        : 'A top-level netlify/lib module imports only the top level of netlify/lib and #domain/* (never a feature folder: ai/, chat/, payments/...): move the shared piece down to the top level.';
  }
  if (from.startsWith('feature:')) {
    if (SPA_SHARED.includes(to)) return null;
    return 'A feature never imports another feature: move shared code to src/components, src/lib or src/domain.';
  }
  if (from.startsWith('netlify-lib:')) {
    if (to === 'domain' || to === 'netlify-lib') return null;
    const folder = from.slice('netlify-lib:'.length);
    const target = to?.startsWith('netlify-lib:') ? to.slice('netlify-lib:'.length) : null;
    if (target && NETLIFY_LIB_FOLDER_IMPORTS[folder]?.[target]) return null;
    if (target)
      return `netlify/lib/${folder}/ may not import netlify/lib/${target}/: move the shared piece down to the top level of netlify/lib, or add the pair with its reason to NETLIFY_LIB_FOLDER_IMPORTS in eslint/import-boundaries.js.`;
    return `netlify/lib/${folder}/ imports only netlify/lib and #domain/*.`;
  }
  return null;
}

/** The repository path `specifier` names from `file`, or null for a package. */
function targetOf(file, specifier) {
  const path = specifier.replace(/\?.*$/, '');
  let absolute;
  if (path.startsWith('.')) absolute = resolve(dirname(file), path);
  else if (path.startsWith('/')) absolute = resolve(ROOT, `.${path}`);
  else {
    const alias = Object.keys(ALIASES).find((prefix) => path.startsWith(prefix));
    if (!alias) return null;
    absolute = resolve(ROOT, ALIASES[alias] + path.slice(alias.length));
  }
  return relative(ROOT, absolute).split(sep).join('/');
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      refused: '{{why}} ({{from}} -> {{to}})',
      alias: "netlify code imports src/domain as '#domain/...', not by a relative path.",
    },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    const path = relative(ROOT, file).split(sep).join('/');
    const from = areaOf(path);
    if (from === null) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(file, source.value);
      if (target === null) return;
      const to = areaOf(target);
      const why = refusal(from, to);
      if (why) context.report({ node: source, messageId: 'refused', data: { why, from: path, to: target } });
      else if (to === 'domain' && path.startsWith('netlify/') && !source.value.startsWith('#domain/'))
        context.report({ node: source, messageId: 'alias' });
    };
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression'(node) {
        check(node.source);
      },
      TSImportType(node) {
        check(node.source ?? node.argument?.literal);
      },
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
