// Bundles every function exactly as a Netlify deploy does (zip-it-and-ship-it with
// esbuild), so a bundling problem fails `npm run build` here and not in a deploy.
// The unzipped bundles in .netlify/functions-bundle are what the e2e server runs.
import { readFile, rm } from 'node:fs/promises';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse as parseToml } from 'smol-toml';

export const BUNDLE_DIR = '.netlify/functions-bundle';

interface FunctionsConfig {
  included_files?: string[];
  external_node_modules?: string[];
}

type ZipConfig = Record<string, { includedFiles: string[]; externalNodeModules: string[] }>;

const toZipConfig = (config: FunctionsConfig) => ({
  includedFiles: config.included_files ?? [],
  externalNodeModules: config.external_node_modules ?? [],
});

/**
 * netlify.toml's [functions] included_files (the files a deploy adds to every
 * function) and external_node_modules (packages copied, not bundled), and the same
 * for the functions a [functions."name-*"] table names, as a deploy reads them.
 */
async function functionsConfig(): Promise<ZipConfig> {
  const toml = parseToml(await readFile('netlify.toml', 'utf8')) as { functions?: Record<string, unknown> & FunctionsConfig };
  const functions = toml.functions ?? {};
  const perFunction = Object.entries(functions).filter(
    (entry): entry is [string, FunctionsConfig] => typeof entry[1] === 'object' && !Array.isArray(entry[1]),
  );
  return Object.fromEntries([['*', toZipConfig(functions)], ...perFunction.map(([name, config]) => [name, toZipConfig(config)])]);
}

export async function bundleFunctions(outDir = BUNDLE_DIR): Promise<void> {
  const started = Date.now();
  await rm(outDir, { recursive: true, force: true });
  const config = await functionsConfig();
  const results = await zipFunctions('netlify/functions', outDir, {
    archiveFormat: 'none',
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
    config: { ...config, '*': { nodeBundler: 'esbuild', ...config['*'] } },
    manifest: `${outDir}/manifest.json`,
  });
  for (const fn of results) {
    const routes = (fn.routes ?? []).map((r) => ('path' in r ? r.path : r.pattern)).join(', ');
    console.log(`  bundled ${fn.name.padEnd(24)} ${routes}`);
  }
  console.log(`Bundled ${results.length} functions in ${Date.now() - started} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  bundleFunctions().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
