import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  // tsup and vite write their bundled configs beside them for a moment while they build: lint runs
  // beside the build (scripts/test-phases.mjs) and would open a file that is gone by then.
  { ignores: ['**/dist/**', 'storybook-static/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.sandbox-data/**', 'packages/sandbox/drizzle/**', '**/*.bundled_*.mjs', '**/*.timestamp-*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // r2wc's registered symbols are its private state: an upgrade may change them silently (decision 0009).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for'] > Literal[value=/^r2wc\\./]",
          message: "r2wc's symbols are private; use its public options and the container prop (decision 0009).",
        },
      ],
    },
  },
  {
    // Where React is: the hooks rules run the React Compiler on every file they see, most of the lint
    // time, so not on the framework-free core, the sandbox (Node), the browser tests and the scripts.
    files: ['**/*.tsx', 'packages/{ui,site,access,cashier,account,lobby,game-frame}/src/**/*.ts', '.storybook/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // useModel forwards its dependency list like useMemo: check the callers' lists too.
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useModel$' }] },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    // Playwright fixtures need `{}` for "no fixtures".
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Models are plain TypeScript (design rule 2): they build on the framework-free signals core.
    // Only views use the React adapter, which re-exports the same core, so both share one instance.
    files: ['packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@preact/signals-react', message: "Models import '@preact/signals-core'; only React views use the adapter." }] },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
