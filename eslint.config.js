import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { hatcheryWebPlugin } from './apps/web/lint/featureBoundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/.tmp/**', 'apps/server/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, hatchery: hatcheryWebPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // D-112: another web feature only through its index.ts (app/: also its mount.ts), its pages through import().
      'hatchery/feature-boundaries': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
