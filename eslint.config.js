// Lint: typescript-eslint (type-aware), React hooks, accessibility (jsx-a11y), and
// no-restricted-imports keeping imports flowing one way:
// config -> lib -> api -> components -> features -> dev -> app. src/dev (the development
// scenario switcher) may import anything below app; only app and main.tsx import it, behind
// import.meta.env.DEV, so it never ships. Generated code is not linted (it
// is type-checked). (eslint-plugin-import-x would do the layering too, but its native
// resolver has no bindings for other platforms on this registry, which breaks `npm ci`.)
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Each layer and the layers it may not import from.
const layers = [
  {
    folder: 'config',
    mayNotImport: ['lib', 'api', 'components', 'features', 'dev', 'app', 'i18n', 'server'],
  },
  { folder: 'lib', mayNotImport: ['api', 'components', 'features', 'dev', 'app', 'server'] },
  { folder: 'i18n', mayNotImport: ['api', 'components', 'features', 'dev', 'app', 'server'] },
  { folder: 'api', mayNotImport: ['components', 'features', 'dev', 'app', 'server'] },
  { folder: 'components', mayNotImport: ['features', 'dev', 'app', 'server'] },
  { folder: 'dev', mayNotImport: ['app', 'server'] },
  { folder: 'app', mayNotImport: ['server'] },
  // The production server may use the app's modules; it never imports the dev tools.
  { folder: 'server', mayNotImport: ['dev'] },
];

// Features do not import each other (shared code moves down to components, api or lib).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'coverage',
      'node_modules',
      'src/api/generated',
      'src/api/generated-check-*',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // React Router loaders answer by throwing redirect() and data() responses.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // No literal UI strings in components: JSX text and the attributes people read
    // (aria-label, placeholder, alt, title, label) come from i18n. Glyph-only text (×, +)
    // passes. The dev-only scenario switcher is exempt (never shipped, see its header).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/dev/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['^aria-label$', '^placeholder$', '^alt$', '^title$', '^label$'],
          },
          callees: { exclude: ['.*'] },
          words: { exclude: ['^[\\s\\W\\d_]*$'] },
        },
      ],
    },
  },
  ...layers.map(({ folder, mayNotImport }) => ({
    files: [`src/${folder}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: mayNotImport.map((layer) => ({
            group: [`**/${layer}/*`, `**/${layer}/**`],
            message: `src/${folder} may not import from src/${layer}: imports flow config -> lib -> api -> components -> features -> dev -> app.`,
          })),
        },
      ],
    },
  })),
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/app/**'],
              message: 'src/features may not import from src/app.',
            },
            {
              group: ['**/dev/*', '**/dev/**'],
              message: 'src/features may not import from src/dev (development only).',
            },
            {
              group: ['**/server/*', '**/server/**'],
              message: 'Browser code never imports the production server (src/server).',
            },
            ...features
              .filter((other) => other !== feature)
              .map((other) => ({
                group: [`../${other}/*`, `../${other}/**`, `**/features/${other}/**`],
                message: `Feature ${feature} may not import feature ${other}; move shared code down.`,
              })),
          ],
        },
      ],
    },
  })),
  {
    // In development every module is its own request: a value import from the model barrel
    // makes the browser fetch all ~317 generated model files for one enum (half of a screen's
    // requests, slow enough on a busy machine to stall the browser journeys). Import values
    // from their own file; types from the barrel are erased.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/api/generated/model$',
              allowTypeImports: true,
              message:
                "Import a model's value from its own file (generated/model/<name>); only types may come from the barrel.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/*', '**/server/**'],
              message: 'Browser code never imports the production server (src/server).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // vi.waitFor gives up after 1 s by default: a cold module transform on a loaded CI
      // machine can take longer. Testing Library's waitFor uses the suite's one wait limit
      // (tests/setup/unit.ts).
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message: "Use Testing Library's waitFor: it waits up to the suite's one limit.",
        },
        {
          object: 'vi',
          property: 'waitUntil',
          message: "Use Testing Library's waitFor: it waits up to the suite's one limit.",
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
