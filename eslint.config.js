import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Import boundaries (code-style.md): client and shared never import server; shared never imports client.
const noServer = {
  group: ['**/server/**', '../server', '../../server', '../../../server'],
  message: 'client/shared code must not import server code; talk to the API over HTTP.',
};
const noClient = { group: ['**/client/**', '../client', '../../client'], message: 'shared code must not import client code.' };

// The client's three tiers (code-style.md, bulletproof-react): app -> features -> primitives -> shared.
// Features may use each other's public pieces, but without cycles; what two features need moves down.
const primitives = ['client/components', 'client/session', 'client/router', 'client/browser', 'client/i18n.tsx', 'client/app-context.tsx'];
const tierZones = [
  {
    target: 'client/features',
    from: 'client/app',
    message: 'A feature never imports client/app (the composition tier): pass what it needs down, or move the piece down.',
  },
  ...primitives.map((target) => ({
    target,
    from: ['client/features', 'client/app'],
    message: 'Primitives (components, session, router, browser) serve every feature and use none: move the shared piece down instead.',
  })),
];

// The server's modules in one order, lowest first (code-style.md): a module imports only those before
// it, so the graph is one-way and any two-way import is refused: shop rules (hours, pause, stop-list,
// zones) below orders, orders below the desk and the operator API, the API below the render and the app.
// import-x/no-cycle skips type-only imports: tests/lint/import-graph.test.ts counts those too.
const serverOrder = [
  'server/config-env.ts',
  'server/config.ts',
  'server/build-info.ts',
  'server/logger.ts',
  'server/db',
  'server/http',
  'server/events',
  'server/api/ids.ts',
  'server/api/address-fields.ts',
  'server/api/deps.ts',
  'server/api/serving-hours.ts',
  'server/api/audit',
  'server/api/media',
  'server/api/users',
  'server/api/catalogue',
  'server/api/pages',
  'server/api/auth',
  'server/api/rules',
  'server/api/zones',
  'server/api/estimates',
  'server/api/menu',
  'server/api/basket',
  'server/api/orders',
  'server/api/printing',
  'server/api/kitchen',
  'server/api/admin',
  'server/api/desk',
  'server/api/public-reads.ts',
  'server/api/reads.ts',
  'server/api/index.ts',
  'server/bff',
  'server/seo',
  'server/ssr',
  'server/builds.ts',
  'server/app.ts',
  'server/index.ts',
];
// only a module's own files read its repo.ts
const apiModules = [
  'catalogue',
  'pages',
  'auth',
  'users',
  'basket',
  'orders',
  'admin',
  'audit',
  'desk',
  'menu',
  'rules',
  'zones',
  'estimates',
  'printing',
  'kitchen',
];
const serverZones = [
  ...serverOrder.slice(0, -1).map((module, i) => ({
    target: module,
    from: serverOrder.slice(i + 1),
    message: 'A server module imports only those below it (eslint.config.js, serverOrder): pass what it needs in, or move the piece down.',
  })),
  ...apiModules.map((module) => ({
    target: `server/api/${module}`,
    from: apiModules.filter((other) => other !== module).map((other) => `server/api/${other}/repo.ts`),
    message: "Another module's repo is its own: call a public function of its service.ts instead.",
  })),
];

const importResolver = {
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: fileURLToPath(new URL('tsconfig.json', import.meta.url)) })],
};

export default tseslint.config(
  { ignores: ['dist/**', 'bench/floor/dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: fileURLToPath(new URL('tsconfig.json', import.meta.url)) })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: tierZones }],
      // dynamic import() counts too: a lazy modal that imports its registry is still a cycle
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // a query key is written once, in its queryOptions (features/*/api, session/user.ts); everything else
    // reads it from there, so a write cannot invalidate a key nobody queries (code-style.md, principle 12)
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/features/*/api/**', 'client/session/user.ts', 'client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryKey'] > ArrayExpression, CallExpression[callee.property.name=/QueryData$/] > ArrayExpression.arguments",
          message: 'No literal query keys: use xxxQuery(...).queryKey (or the key its api/ file exports).',
        },
      ],
    },
  },
  {
    // one contract across the wire (issue 34): what the server answers and what it accepts is declared
    // once in shared/ (shared/api/* for answers, shared/schemas/* for bodies) and imported here, so the
    // server's presenters and the browser cannot drift; a shape only the browser uses lives outside api/
    files: ['client/features/*/api/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSInterfaceDeclaration, TSTypeAliasDeclaration',
          message: 'A client API module declares no request or response shape: import it from shared/api or shared/schemas.',
        },
        {
          selector: 'CallExpression > TSTypeParameterInstantiation TSTypeLiteral',
          message: 'No inline answer shape (api.get<{ ... }>): name it in shared/api and import it.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServer, noClient] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
