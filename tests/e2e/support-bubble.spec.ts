import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test } from './fixtures.ts';

// Mr. Support's round button floats over every screen at the bottom left. It must
// never hide the page: at the end of each page nothing is under it (the footer's
// Privacy link was, and a tap there opened support), and bars that stay at the
// bottom while the page scrolls (the chat box, the Save bar) keep its corner free.

const bubble = (page: Page) => page.getByRole('button', { name: /^(Open|Close) Mr\. Support/ });

const ROUTES = [
  '/',
  '/features',
  '/auth',
  '/website-generator',
  '/chat',
  '/automation',
  '/automation/blog',
  '/automation/calendar',
  '/automation/review',
  '/connections',
  '/models',
  '/api-settings',
  '/admin/models',
  '/admin/support',
  '/upgrade',
  '/guide',
  '/guide/automation',
  '/terms',
  '/privacy',
];

/**
 * What the bubble covers: text and controls of the page painted under it (checked
 * with elementsFromPoint, so what is clipped or hidden does not count). With
 * `stickyOnly`, only what stays on screen however the page scrolls (inside a sticky
 * or fixed container), which no scrolling can bring out from under it.
 */
function coveredByBubble(page: Page, stickyOnly: boolean): Promise<string[]> {
  return page.evaluate((stickyOnly) => {
    const button = document.querySelector<HTMLElement>('.support-bubble');
    if (!button) return ['(no bubble)'];
    const b = button.getBoundingClientRect();
    const pinned = (node: Element | null): boolean => {
      for (let el = node; el && el !== document.body; el = el.parentElement) {
        const { position } = getComputedStyle(el);
        if (position === 'sticky' || position === 'fixed') return el.tagName !== 'HEADER';
      }
      return false;
    };
    const covered: string[] = [];
    const check = (owner: Element, rect: DOMRect, what: string) => {
      const left = Math.max(rect.left, b.left);
      const right = Math.min(rect.right, b.right);
      const top = Math.max(rect.top, b.top);
      const bottom = Math.min(rect.bottom, b.bottom);
      // sr-only text is a 1 px box: not painted
      if (right - left < 2 || bottom - top < 2 || rect.width < 2 || rect.height < 2) return;
      if (owner.closest('.support-bubble, [role="dialog"], [data-toast]')) return;
      if (stickyOnly && !pinned(owner)) return;
      const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
      if (stack.some((el) => el === owner || owner.contains(el) || el.contains(owner))) covered.push(what);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) check(node.parentElement, rect, `text "${text.slice(0, 40)}"`);
    }
    for (const el of document.querySelectorAll('a, button, input, textarea, select, summary, [role="button"], img, svg, iframe')) {
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      check(el, el.getBoundingClientRect(), `<${el.tagName.toLowerCase()}> ${name}`);
    }
    return [...new Set(covered)];
  }, stickyOnly);
}

for (const width of [360, 1280]) {
  test(`at ${width} px the bubble covers nothing at the end of any page, nor any bar pinned to the bottom`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 740 });
    // PRO as well: the upgrade page then needs no PayPal script (which the test stack cannot load).
    await signIn(page, await createAccount({ admin: true, paid: true }), '/');
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(bubble(page)).toBeVisible();
      // soft: every route is checked, and all that fail are reported
      expect.soft(await coveredByBubble(page, true), `${route} at ${width} px, bars pinned to the bottom`).toEqual([]);
      await expect.soft
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            return coveredByBubble(page, false);
          },
          { message: `${route} at ${width} px, scrolled to the end` },
        )
        .toEqual([]);
      if (width === 360) expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
    }
  });
}

test('the footer stays clear of the bubble on the sign-in page: a tap on Privacy opens the privacy policy', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/auth');
  await expect(bubble(page)).toBeVisible();
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
  await privacy.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const box = (await privacy.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('dialog', { name: 'Mr. Support' })).toBeHidden();
});
