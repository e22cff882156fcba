// ESLint rule: a module never reaches itself again through its static imports
// (`import ... from`, `export ... from`; a lazy `import()` breaks a cycle on purpose).
// The graph is read with the TypeScript parser and cached for the whole lint run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx'];
// package.json "imports": the one alias of the project.
const ALIASES = { '#domain/': 'src/domain/' };

const importsCache = new Map();

function resolveSpecifier(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return null;
    base = resolve(ALIASES[alias] + specifier.slice(alias.length));
  }
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function staticImportsOf(file) {
  let found = importsCache.get(file);
  if (found) return found;
  found = [];
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolveSpecifier(file, specifier.text);
      if (target) found.push(target);
    }
  }
  importsCache.set(file, found);
  return found;
}

/** The import path from `start` back to `goal`, or null when there is none. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, path] = stack.pop();
    if (file === goal) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of staticImportsOf(file)) stack.push([next, [...path, next]]);
  }
  return null;
}

export const noImportCycles = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle: {{path}}. Move what both need into a third module.' }, schema: [] },
  create(context) {
    const file = resolve(context.filename);
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        if (!node.source) return;
        const target = resolveSpecifier(file, node.source.value);
        if (!target || target === file) return;
        const back = pathBack(target, file);
        if (back) {
          const shown = [file, ...back].map((f) => relative(process.cwd(), f)).join(' -> ');
          context.report({ node, messageId: 'cycle', data: { path: shown } });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };
