import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The boundaries of docs/decisions/006: a server module reads and writes only its own tables (the schema
 * files below) and asks the owning module's functions for the rest; no plugin imports a module; no web
 * feature imports another feature or the app layer, and components/ and lib/ import no feature.
 */
const MODULE_TABLES = {
  // Who is away or at work on a date, read for both families and below them: approved leave, punched days.
  absences: ['leave', 'attendance'],
  assets: ['assets'],
  attendance: ['attendance'],
  audit: ['audit'],
  'audit-log': ['audit'],
  'benefit-links': ['benefit-links'],
  // The SSO sign-ins are part of signing in (decision 022).
  auth: ['identity', 'sso'],
  calendar: ['calendar'],
  'calendar-feeds': ['calendar-feeds'],
  contracts: ['contracts'],
  countries: [],
  dashboard: [],
  documents: ['documents'],
  feeds: ['feeds'],
  files: ['files'],
  flashes: ['flashes'],
  helpdesk: ['helpdesk'],
  health: [],
  'hr-reports': [],
  jobs: ['jobs'],
  leave: ['leave'],
  master: ['master'],
  notifications: ['notifications'],
  // People are a user (identity) with an employee record (organisation): the two modules keep both.
  organisation: ['organisation', 'identity'],
  reimbursements: ['reimbursements'],
  requests: ['requests'],
  users: ['identity', 'organisation'],
  // The hours logged per project, which the timesheet entries' triggers keep (timesheet_logged_minutes).
  projects: ['projects', 'timesheets'],
  timesheets: ['timesheets'],
  webhooks: ['webhooks'],
};

/**
 * The server's modules from the bottom up (docs/modules.md): a module imports the modules of lower floors and,
 * on its own floor, those listed before it, so that they form a tree. A lower module that must react to a
 * higher one takes a hook, which the composition (COMPOSITION below) wires.
 */
const MODULE_FLOORS = {
  foundation: ['jobs', 'files', 'audit', 'master', 'countries', 'health'],
  people: ['auth', 'webhooks', 'users', 'organisation'],
  'calendar and time': ['calendar', 'absences', 'calendar-feeds'],
  requests: ['notifications', 'audit-log', 'requests'],
  'families and features': [
    'contracts',
    'projects',
    'attendance',
    'timesheets',
    'leave',
    'reimbursements',
    'assets',
    'documents',
    'helpdesk',
    'feeds',
    'flashes',
    'benefit-links',
  ],
  'reports and dashboards': ['hr-reports', 'dashboard'],
};
/** What composes the server's modules: it may import any of them, and none imports it. */
const COMPOSITION = ['app.ts', 'main.ts', 'request-families.ts', 'hooks.ts', 'database.ts', 'create-admin.ts', 'seeds'];
const TESTS = ['**/*.test.ts', '**/test-*.ts'];
const directories = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const moduleBoundaries = directories('./apps/server/src/modules/').map((module) => {
  const own = MODULE_TABLES[module];
  if (!own) throw new Error(`eslint.config.js: say which tables the server module ${module} owns (MODULE_TABLES).`);
  return {
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: own.length ? `db/schema/(?!(${own.join('|')})$)` : 'db/schema/',
              message:
                `The ${module} module reads and writes only its own tables (${own.join(', ') || 'none'}): ask the ` +
                'module that owns the others through its functions.',
            },
          ],
        },
      ],
    },
  };
});

const bottomUp = Object.entries(MODULE_FLOORS).flatMap(([name, modules], i) =>
  modules.map((module) => ({ module, floor: `${i + 1}, ${name}` })),
);
const server = (path) => `./apps/server/src/${path}`;
const moduleFloors = directories('./apps/server/src/modules/').map((module) => {
  const at = bottomUp.findIndex((m) => m.module === module);
  if (at < 0)
    throw new Error(
      `eslint.config.js: say on which floor the server module ${module} stands (MODULE_FLOORS, docs/modules.md).`,
    );
  if (bottomUp.findLastIndex((m) => m.module === module) !== at)
    throw new Error(`eslint.config.js: the server module ${module} stands on one floor only (MODULE_FLOORS).`);
  const later = bottomUp.slice(at + 1).map((m) => server(`modules/${m.module}`));
  return {
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            {
              target: server(`modules/${module}`),
              from: [...later, ...COMPOSITION.map(server)],
              message:
                `The ${module} module (floor ${bottomUp[at].floor}) imports only modules of lower floors, and of ` +
                'its own those listed before it (MODULE_FLOORS, docs/modules.md): move what both need down, or ' +
                'take a hook that the composition wires.',
            },
          ],
        },
      ],
    },
  };
});

const featureBoundaries = directories('./apps/web/src/features/').flatMap((feature) => {
  const outside = {
    regex: `^@/(app/|features/(?!${feature}/))`,
    message: 'A feature imports neither another feature nor the app layer: move what both need to components/ or lib/.',
  };
  return [
    {
      files: [`apps/web/src/features/${feature}/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              outside,
              {
                regex: '^\\.\\./',
                message: 'Stay inside the feature; import shared pieces from @/components or @/lib.',
              },
            ],
          },
        ],
      },
    },
    {
      files: [`apps/web/src/features/${feature}/*/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              outside,
              {
                regex: '^\\.\\./\\.\\./',
                message: 'Stay inside the feature; import shared pieces from @/components or @/lib.',
              },
            ],
          },
        ],
      },
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      '**/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A rule that reads on a screen or two can be imported and tested alone (STYLE.md).
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A component does one thing and reads on a screen or two (STYLE.md), as the server's functions do.
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'drizzle-orm*', 'fastify*'] }],
    },
  },
  {
    files: ['scripts/**', '**/scripts/**', '**/*.config.*', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  ...moduleBoundaries,
  ...moduleFloors,
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/modules/', message: 'A plugin imports no module: app.ts hands it what it needs.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(app|features)/', message: 'components/ and lib/ serve every feature and import none.' },
          ],
        },
      ],
    },
  },
);
