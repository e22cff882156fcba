// Bundles every function exactly as a Netlify deploy does (zip-it-and-ship-it with
// esbuild), so a bundling problem fails `npm run build` here and not in a deploy.
// The unzipped bundles in .netlify/functions-bundle are what the e2e server runs.
import { readFile, rm } from 'node:fs/promises';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse as parseToml } from 'smol-toml';

export const BUNDLE_DIR = '.netlify/functions-bundle';

/** netlify.toml's [functions] included_files: the files a deploy adds to every function. */
async function includedFiles(): Promise<string[]> {
  const toml = parseToml(await readFile('netlify.toml', 'utf8')) as { functions?: { included_files?: string[] } };
  return toml.functions?.included_files ?? [];
}

export async function bundleFunctions(outDir = BUNDLE_DIR): Promise<void> {
  const started = Date.now();
  await rm(outDir, { recursive: true, force: true });
  const results = await zipFunctions('netlify/functions', outDir, {
    archiveFormat: 'none',
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
    config: { '*': { nodeBundler: 'esbuild', includedFiles: await includedFiles() } },
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
