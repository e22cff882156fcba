// Renders the preview image of every website template (public/templates/<id>.webp):
// a real render of the template with sample content, shot in headless Chromium and
// scaled to 640x400 WebP. Run after changing a template: `npx tsx scripts/render-template-previews.ts`.
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/e2e/chromium.ts';
import { INDUSTRIES } from '../src/domain/website/industries.ts';
import { WEBSITE_TEMPLATES } from '../src/domain/website/templates.ts';
import { generateWebsite, planWebsite } from '../netlify/lib/website/generate-website.ts';

const OUT_DIR = 'public/templates';
const SAMPLES: Record<string, { name: string; industry: string; description: string }> = {
  modern: {
    name: 'Northwind Labs',
    industry: 'tech',
    description: 'Software that helps small teams automate the boring parts of their week.',
  },
  creative: {
    name: 'Paper Kite Studio',
    industry: 'consulting',
    description: 'A playful design studio for brands that want to be remembered.',
  },
  corporate: { name: 'Sterling Partners', industry: 'consulting', description: 'Independent advisers for finance, operations and growth.' },
  startup: { name: 'Launchpad', industry: 'tech', description: 'The simplest way to ship your first product to real customers.' },
  restaurant: { name: 'Olive & Ember', industry: 'restaurant', description: 'Wood-fired Mediterranean cooking with seasonal produce.' },
  portfolio: { name: 'Mara Lind', industry: 'consulting', description: 'Photographer and art director working with quiet brands.' },
  ecommerce: {
    name: 'Greenleaf Goods',
    industry: 'retail',
    description: 'Everyday essentials that are kinder to the planet, delivered fast.',
  },
  medical: { name: 'Riverside Clinic', industry: 'health', description: 'Family medicine with unhurried appointments and friendly care.' },
  agency: { name: 'Signal & Noise', industry: 'consulting', description: 'Brand, web and growth for ambitious companies.' },
  luxury: { name: 'Maison Aurèle', industry: 'retail', description: 'Handmade jewellery crafted in small numbers in our Paris atelier.' },
};

await mkdir(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable({ fullBrowser: true }), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  for (const template of WEBSITE_TEMPLATES) {
    const sample = SAMPLES[template.id]!;
    const industry = INDUSTRIES.find((i) => i.id === sample.industry)!;
    const site = await generateWebsite(
      planWebsite(
        {
          description: sample.description,
          industry: industry.id,
          style: template.id,
          business: { name: sample.name, description: sample.description },
        },
        true,
      ),
    );
    await page.setContent(site.html);
    const png = await page.screenshot({ type: 'png' });
    // Scale down and encode as WebP in the browser itself (no image library needed).
    const webp = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 400;
      const context = canvas.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, 640, 400);
      return canvas.toDataURL('image/webp', 0.72).split(',')[1]!;
    }, png.toString('base64'));
    const bytes = Buffer.from(webp, 'base64');
    await writeFile(`${OUT_DIR}/${template.id}.webp`, bytes);
    console.log(`${template.id}.webp  ${(bytes.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
