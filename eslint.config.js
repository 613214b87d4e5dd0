import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layers and their allowed arrows (README, "Architecture"). Each zone names the files it applies to
 * (`target`) and what they may not import (`from`, minus `except`). Import cycles, type-only imports included,
 * are refused by dependency-cruiser (`npm run lint:deps`): import-x's no-cycle skips type-only imports.
 */
const APP = [
  './src/App.tsx',
  './src/main.tsx',
  './src/layout',
  './src/pages',
  './src/dashboard',
  './src/profile',
  './src/riskManagement',
];
const layerZones = [
  {
    target: './src/contract',
    from: ['./src', './mock-server', './tests'],
    except: ['./contract'],
    message: 'The contract imports nothing of ours (zod and kept libraries only).',
  },
  {
    target: './mock-server',
    from: './src',
    except: ['./contract'],
    message: 'The platform emulator imports the contract only.',
  },
  {
    target: './src',
    from: './mock-server',
    message: 'The mock stays at the HTTP boundary: src/ never imports it.',
  },
  {
    target: './src/resources',
    from: [...APP, './src/authProvider', './src/notifications', './src/session'],
    message:
      'Resources import the kit, components, guard, dataProvider, i18n, config and the contract.',
  },
  {
    target: './src/kit',
    from: [...APP, './src/resources', './src/authProvider'],
    message: 'The kit knows no resource and no page: declarations come to it.',
  },
  {
    target: ['./src/components', './src/guard', './src/notifications', './src/jobs'],
    from: [...APP, './src/resources', './src/kit', './src/authProvider'],
    message: 'Shared UI imports neither resources, the kit nor the app shell.',
  },
  {
    target: ['./src/dataProvider', './src/session', './src/config', './src/i18n'],
    from: [
      ...APP,
      './src/resources',
      './src/kit',
      './src/authProvider',
      './src/components',
      './src/guard',
      './src/notifications',
    ],
    except: [],
    message:
      'The dataProvider, session, config and i18n sit below the UI and the authProvider (tokens are injected).',
  },
];

/**
 * Every form carries the pending-changes prompt, and every record page stays put during an outage: react-admin's
 * forms and record pages come through the kit (src/kit/forms.tsx, src/kit/recordPages.tsx).
 */
const kitForms = {
  name: 'react-admin',
  importNames: ['SimpleForm', 'Form', 'TabbedForm', 'Edit', 'Show'],
  message:
    "Use the kit's SimpleForm / Form (they carry the pending-changes prompt) and Edit / Show (they stay put during an outage).",
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', '.mock-data', 'tests/e2e/artifacts', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Components never call fetch: the httpClient is the only one (house habit 3).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/dataProvider/tableClient.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the dataProvider / httpClient.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/kit/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [kitForms] }] },
  },
  {
    // A resource imports another only through that resource's index.ts (house habit 2).
    files: ['src/resources/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [kitForms],
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/(?!index$).+',
              message: 'A resource imports another only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
);
