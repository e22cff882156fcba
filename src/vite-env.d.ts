/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Supabase project URL (the local Supabase writes http://127.0.0.1:54321 to .env.local). */
  readonly VITE_SUPABASE_URL?: string;
  /** Supabase anon (public) key. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Base of the app's API (/api/...); empty means the same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** PayPal client id for the upgrade page's buttons; unset, the page says PayPal is being configured. */
  readonly VITE_PAYPAL_CLIENT_ID?: string;
  /** Development only (`npm start` without PayPal keys): where the page loads its stand-in of PayPal's SDK. */
  readonly VITE_PAYPAL_SDK_URL?: string;
  /** Set at build time from SUPPORT_EMAIL (vite.config.ts): the address Mr. Support gives when it cannot reach the server. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The year of the build (vite.config.ts): what the pages painted at build time show. */
  readonly VITE_BUILD_YEAR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
