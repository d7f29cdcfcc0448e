import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * Layers point one way (docs/architecture.md, Import rules): contract <- domain <- ui <- app; bff
 * uses contract and domain only; nothing imports app. Each zone below names what a folder may not
 * import.
 */
const zones = [
  {
    target: './contract',
    from: ['./domain', './ui', './app', './bff', './stories', './tools'],
    message: 'contract/ is the shared request/response contract: it depends on nothing of ours.',
  },
  {
    target: './domain',
    from: ['./ui', './app', './bff', './stories', './tools'],
    message: 'domain/ holds pure rules: it may use contract/ only.',
  },
  {
    target: './ui',
    from: ['./app', './bff', './tools'],
    message: 'ui/ is the component library: it may use domain/ and contract/, never app/ or bff/.',
  },
  {
    // app/e2e drives the real BFF in-process, so it is the one part of app/ that may start it.
    target: './app/!(e2e)/**/*',
    from: ['./bff', './stories', './tools'],
    message:
      'app/ talks to the BFF over HTTP: share types through contract/, rules through domain/.',
  },
  {
    target: './bff',
    from: ['./ui', './app', './stories'],
    message: 'bff/ may use contract/ and domain/ only.',
  },
  {
    target: './bff/routes',
    from: ['./bff/models'],
    message:
      'Routes validate, call a service, a policy and a presenter; only services touch models.',
  },
  {
    // Inside the BFF the chain points down: routes -> services -> policies, presenters -> models.
    target: './bff/services',
    from: ['./bff/routes', './bff/auth', './bff/middleware'],
    message: 'Services are called by routes and middleware, never the other way round.',
  },
  {
    target: ['./bff/policies', './bff/presenters'],
    from: ['./bff/routes', './bff/auth', './bff/middleware', './bff/services'],
    message: 'Policies and presenters are pure rules over records: services call them.',
  },
  {
    target: './stories',
    from: ['./app', './bff'],
    message: 'Stories show ui/ components with fixture data, never the app or the BFF.',
  },
];

/**
 * The browser never loads all of zod (it ships to the landing page otherwise): ui/ and app/ import
 * types only from zod and contract/<feature>/schemas; where the client really validates (toolkit
 * storage) it uses the tree-shakable `zod/mini`.
 */
/** The app's tooltip is ui/common/Tooltip.tsx: MUI's own draws again inside the commit it mounts in. */
const muiTooltip = [
  { name: '@mui/material/Tooltip', message: 'Use ui/common/Tooltip.tsx (see its comment).' },
  {
    name: '@mui/material',
    importNames: ['Tooltip'],
    message: 'Use ui/common/Tooltip.tsx (see its comment).',
  },
];

const noZodInTheBrowser = {
  regex: '^zod(/v[0-9]+)?$|/schemas$',
  allowTypeImports: true,
  message:
    "The browser never loads zod: import types from contract/<feature>, validate with 'zod/mini'.",
};

/** Query (filter) operators; update operators such as `$set` and `$inc` are not filters. */
const FILTER_OPERATOR =
  '/^\\$(in|nin|eq|ne|lt|lte|gt|gte|exists|regex|and|or|nor|not|all|size|elemMatch|type|expr|where|text|jsonSchema)$/';

const rawFilterOperators = ['key.name', 'key.value'].map((key) => ({
  selector: `Property[${key}=${FILTER_OPERATOR}]`,
  message:
    'Write query operators with bff/db/filters.ts (sanitizeFilter turns a raw one into an equality).',
}));

export default tseslint.config(
  {
    ignores: ['dist', 'ui/dist', 'storybook-static', 'node_modules', 'data', 'coverage', '.cache'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Pure rules: no React, no I/O, no validation library at run time.
    files: ['domain/**/*.ts', 'contract/**/*.ts'],
    ignores: ['contract/**/schemas.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^react', message: 'domain/ and contract/ are free of React.' },
            {
              regex: '^(zod|mongoose|koa)',
              message: 'Only contract/<feature>/schemas.ts uses zod; domain/ does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['ui/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zustand', message: 'ui/ takes data as props; stores live in app/.' },
            { name: 'react-router-dom', message: 'ui/ takes callbacks; routing lives in app/.' },
            ...muiTooltip,
          ],
          patterns: [noZodInTheBrowser],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'ui/ never fetches.' }],
    },
  },
  {
    // Filter operators come from bff/db/filters.ts, the one place that marks them for mongoose's
    // sanitizeFilter; written anywhere else they would silently match nothing. Tests are exempt:
    // they send operators on purpose, as hostile input.
    files: ['bff/**/*.ts', 'tools/**/*.ts'],
    ignores: ['bff/db/filters.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...rawFilterOperators],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'mongoose',
              importNames: ['trusted'],
              message: 'Mark query operators through bff/db/filters.ts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every router lives in bff/routes/, where the import zone keeps models out of reach.
    files: ['bff/**/*.ts'],
    ignores: ['bff/routes/**', 'bff/db/filters.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...rawFilterOperators,
        {
          selector: "NewExpression[callee.name='Router']",
          message: 'Routers live in bff/routes/<feature>/router.ts (routes never touch models).',
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/e2e/**', 'app/**/*.test.{ts,tsx}', 'app/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...muiTooltip,
            ...['zustand', 'zustand/react', 'zustand/traditional'].map((name) => ({
              name,
              importNames: ['create', 'useStore', 'createWithEqualityFn', 'useStoreWithEqualityFn'],
              message:
                'Make a store with app/stores/create.ts: its hook reads a page React hydrates without drawing it again at once.',
            })),
          ],
          patterns: [noZodInTheBrowser],
        },
      ],
    },
  },
);
