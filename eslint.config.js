import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layer directions of the README's "Layout" section, enforced: each zone lists what its files
 * may not import. app > features > machines > components > api > lib > theme; mocks only through
 * main.tsx.
 */
const layerZones = [
  // src/api/types.ts is the contract, a leaf module: the one file of src/api that lib may see.
  { target: './src/lib', from: './src/api', except: ['./types.ts'] },
  {
    target: './src/lib',
    from: ['./src/components', './src/features', './src/app', './machines', './mocks'],
  },
  {
    target: './src/theme',
    from: [
      './src/api',
      './src/lib',
      './src/components',
      './src/features',
      './src/app',
      './machines',
      './mocks',
    ],
  },
  {
    target: './src/api',
    from: ['./src/components', './src/features', './src/app', './machines', './mocks'],
  },
  { target: './src/components', from: ['./src/features', './src/app', './machines', './mocks'] },
  {
    target: './machines',
    from: ['./src/components', './src/features', './src/app', './src/theme', './mocks'],
  },
  { target: './src/features', from: ['./src/app', './mocks'] },
  { target: './src/app', from: ['./mocks'] },
  {
    target: './mocks',
    from: ['./src/app', './src/features', './src/components', './machines', './src/theme'],
  },
  // Every folder of src/features, read from the disk, so a new feature is held to it at once.
  ...readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: feature }) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'Features do not import each other; move shared code to src/components or src/lib.',
    })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '*.parcel',
      '.tmp',
      'node_modules',
      '.parcel-cache',
      'public/mockServiceWorker.js',
      'reports',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // The modules no-cycle reads to follow imports (its default is JavaScript only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // A circle of imports fails lint (the modules of a circle cannot be read, tested or
      // split one at a time). Packages cannot import ours back, so they are not walked.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mocks/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-console': 'off' },
  },
);
