// Type-aware lint for the whole workspace, plus the dependency rule of docs/ARCHITECTURE.md:
// web → shared; server → shared, engine; engine → nothing of ours; shared → zod only; and inside the web,
// one feature uses another only through its index.ts (scripts/lint/boundaries.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/lint/boundaries.js';

const message = 'Breaks the dependency rule (docs/ARCHITECTURE.md).';
// A relative path that climbs out of its workspace into another one, however many levels up
// ('../../packages/…', '../../../../apps/…'): workspaces meet only through their `@rlc/*` entries.
const climbsOut = { regex: '^(\\.\\./)+(apps|packages)(/|$)', message };
const restrict = (patterns, extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...patterns.map((group) => ({ group: [group], message })), climbsOut, ...extra] },
  ],
});
// No workspace may reach into another package's files: only its public entry.
const noDeepImports = '@rlc/*/*';
// The engine runs in the server and may run in a browser or worker: its runtime code uses no Node built-ins.
// Only the build-time parameter scripts (YAML → data.generated.ts) read files.
const noNodeBuiltins = { regex: '^node:', message: 'Engine runtime code may not use Node built-ins.' };
const engineBuildScripts = [
  'packages/engine/src/parameters/load.ts',
  'packages/engine/src/parameters/generate.ts',
  'packages/engine/src/parameters/build-cli.ts',
];

const serverModuleFiles = ['apps/server/src/modules/**/*.ts', 'apps/server/src/modules/**/*.tsx'];
const moduleInternals = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
].map((node) => ({
  selector: `${node}[source.value=/^\\.\\.\\/(?!\\.\\.\\/)[^/]+\\/(?!index\\.ts$)/]`,
  message: "Another module's internals: import its index.ts (apps/server/src/modules/README.md).",
}));
const sqlMessage = "SQL lives in the module's repository.ts (apps/server/src/modules/README.md).";
const sqlOutsideRepository = [
  { selector: "ImportDeclaration[source.value='drizzle-orm']", message: sqlMessage },
  { selector: "ImportDeclaration[importKind='value'][source.value=/db\\/schema\\//]", message: sqlMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/*.generated.ts',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['packages/engine/**'], rules: restrict(['@rlc/*']) },
  {
    files: ['packages/engine/src/**'],
    ignores: engineBuildScripts,
    rules: restrict(['@rlc/*'], [noNodeBuiltins]),
  },
  { files: ['packages/shared/**'], rules: restrict(['@rlc/*']) },
  { files: ['apps/web/**'], rules: restrict(['@rlc/engine', '@rlc/server', noDeepImports]) },
  { files: ['apps/server/**'], rules: restrict(['@rlc/web', noDeepImports]) },
  {
    // A web feature is entered only through its index.ts (docs/ARCHITECTURE.md, 'Web').
    files: ['apps/web/src/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/public-entry': [
        'error',
        {
          root: `${import.meta.dirname}/apps/web/src/features`,
          entries: ['routes.ts', 'panels.ts', 'firstPaint.ts'],
        },
      ],
    },
  },
  // Server modules (apps/server/src/modules/README.md): a module reaches another only through its index.ts, and
  // only its repository.ts speaks SQL (drizzle-orm, the schema's tables). Own rule (no-restricted-syntax) so it
  // does not replace the dependency rule's no-restricted-imports; the second block repeats the first's selectors
  // because a later block's setting of a rule replaces an earlier one's.
  {
    files: serverModuleFiles,
    rules: { 'no-restricted-syntax': ['error', ...moduleInternals] },
  },
  {
    files: serverModuleFiles,
    ignores: ['apps/server/src/modules/**/repository.ts'],
    rules: { 'no-restricted-syntax': ['error', ...moduleInternals, ...sqlOutsideRepository] },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
);
