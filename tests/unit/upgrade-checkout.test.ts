// The upgrade page's checkout without a PayPal client id (a build without
// VITE_PAYPAL_CLIENT_ID): the spec's message instead of buttons, and no PayPal code.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkout, NOT_CONFIGURED } from '../../src/features/upgrade/UpgradePage.tsx';
import { HIGHLIGHTED_FEATURES, PRO_FEATURES } from '../../src/features/upgrade/upgrade-features.ts';

describe('upgrade checkout', () => {
  it('says PayPal is being configured when the build has no client id', () => {
    for (const clientId of [undefined, '']) {
      const html = renderToStaticMarkup(createElement(Checkout, { userId: 'user-1', clientId }));
      expect(html).toContain('PayPal integration is being configured. Please check back soon!');
      expect(NOT_CONFIGURED).toBe('PayPal integration is being configured. Please check back soon!');
      expect(html).not.toMatch(/paypal\.com|aria-busy/);
    }
  });

  it('shows a loading placeholder, not the message, while the buttons load', () => {
    const html = renderToStaticMarkup(createElement(Checkout, { userId: 'user-1', clientId: 'client-id' }));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading PayPal…');
    expect(html).not.toContain(NOT_CONFIGURED);
  });

  it('highlights the first five of the full feature list, all of them built', () => {
    expect(HIGHLIGHTED_FEATURES).toEqual(PRO_FEATURES.slice(0, 5));
    expect(HIGHLIGHTED_FEATURES).toHaveLength(5);
    expect(HIGHLIGHTED_FEATURES.filter((feature) => typeof feature !== 'string' && feature.soon)).toEqual([]);
    expect(new Set(PRO_FEATURES.map((feature) => (typeof feature === 'string' ? feature : feature.text))).size).toBe(PRO_FEATURES.length);
  });
});
