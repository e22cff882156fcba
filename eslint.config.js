import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import localRules from './eslint/no-import-cycles.js';

const NETLIFY_DOMAIN_ALIAS = { regex: '/src/', message: "Import shared code as '#domain/...'." };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.netlify', '.data', 'test-results', 'playwright-report', 'coverage'] },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { local: localRules },
    rules: { 'local/no-import-cycles': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // domain code is shared by the SPA and the functions: it imports nothing of ours.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/(lib|components|features|netlify)/', message: 'src/domain imports only src/domain and packages.' }] },
      ],
    },
  },
  {
    // shared code (components, lib) never imports a feature.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/features/', message: 'Shared code never imports a feature: pass it in, or move it to lib or domain.' }] },
      ],
    },
  },
  {
    // netlify code reaches the shared domain through the #domain alias (package.json "imports").
    files: ['netlify/**/*.{ts,mts}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NETLIFY_DOMAIN_ALIAS] }],
    },
  },
  {
    // the top level of netlify/lib (http, db, env, limits, quotas...) is what the feature
    // folders (ai/, chat/, payments/...) build on: it never imports one of them, types included.
    files: ['netlify/lib/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NETLIFY_DOMAIN_ALIAS,
            {
              regex: '^\\./[^/]+/|/netlify/lib/[^/]+/',
              message:
                'A top-level netlify/lib module never imports a feature folder of netlify/lib: move the shared piece down to the top level.',
            },
          ],
        },
      ],
    },
  },
  {
    // a feature never imports another feature.
    files: ['src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^.]|/features/',
              message: 'A feature never imports another feature: move shared code to components, lib or domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // the same for a feature's folders (its calls in api/): ../ is still the feature's own.
    files: ['src/features/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[^.]|/features/',
              message: 'A feature never imports another feature: move shared code to components, lib or domain.',
            },
          ],
        },
      ],
    },
  },
);
