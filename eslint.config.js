import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // ui/ is presentational: it never fetches, never touches a store, never reads the router.
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['ui/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zustand', message: 'ui/ takes data as props; stores live in app/.' },
            { name: 'react-router-dom', message: 'ui/ takes callbacks; routing lives in app/.' },
          ],
          patterns: [
            {
              regex: '(^|/)app/|(^|/)bff/(?!contract(/|$))',
              message: 'ui/ must not depend on app/ or bff/ (bff/contract is the shared contract).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'ui/ never fetches.' }],
    },
  },
);
