// The upgrade page's checkout without a PayPal client id (a build without
// VITE_PAYPAL_CLIENT_ID): "PayPal integration is being configured" instead of buttons,
// and no PayPal code.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkout, NOT_CONFIGURED } from '../../src/features/upgrade/UpgradePage.tsx';

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
});
