import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/import-boundaries.js';
import cycles from './eslint/no-import-cycles.js';

const localRules = { rules: { ...cycles.rules, ...boundaries.rules } };

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
    // which part of the tree may import which: the table in eslint/import-boundaries.js.
    rules: { 'local/no-import-cycles': 'error', 'local/import-boundaries': 'error' },
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
);
