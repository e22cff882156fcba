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
    // Data from outside (JSON, a response, the database) is checked with a valibot schema,
    // never cast: a value of the wrong shape is a clear error where it arrives.
    files: ['src/**/*.{ts,tsx}', 'netlify/**/*.{ts,mts}', 'supabase/local/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/domain/database.types.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"]',
          message: '`as unknown as` hides a wrong type: check the value (valibot) or fix the type.',
        },
        {
          selector: 'TSAsExpression[typeAnnotation.type="TSNeverKeyword"]',
          message: '`as never` silences the type checker: give the value its real type.',
        },
        {
          selector:
            'TSAsExpression[typeAnnotation.type!="TSUnknownKeyword"] > CallExpression.expression[callee.object.name="JSON"][callee.property.name="parse"]',
          message: 'JSON.parse gives unknown data: parse it with its valibot schema instead of casting.',
        },
        {
          selector:
            'TSAsExpression[typeAnnotation.type!="TSUnknownKeyword"] > AwaitExpression.expression > CallExpression.argument[callee.property.name="json"]',
          message: "A response's JSON is unknown data: parse it with its valibot schema instead of casting.",
        },
        {
          selector: 'TSAsExpression[typeAnnotation.type!="TSUnknownKeyword"] > CallExpression.expression[callee.property.name="json"]',
          message: "A response's JSON is unknown data: parse it with its valibot schema instead of casting.",
        },
      ],
    },
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
