// Lint: typescript-eslint (type-aware), React hooks, accessibility (jsx-a11y), and
// import-x's no-restricted-paths keeping imports flowing one way:
// config/lib -> api -> components -> features -> app. Generated code is not linted (it is
// type-checked).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/config',
              from: ['./src/lib', './src/api', './src/components', './src/features', './src/app'],
            },
            {
              target: './src/lib',
              from: ['./src/api', './src/components', './src/features', './src/app'],
            },
            { target: './src/api', from: ['./src/components', './src/features', './src/app'] },
            { target: './src/components', from: ['./src/features', './src/app'] },
            { target: './src/features', from: ['./src/app'] },
            {
              target: './src/i18n',
              from: ['./src/api', './src/components', './src/features', './src/app'],
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
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
