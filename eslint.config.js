// One lint setup for the whole repository; each workspace adds only what its platform needs.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layout boundaries (STYLE.md: "Boundaries are checked by the linter"). Zones are checked on the
// resolved file, so a relative path and a workspace import (`@camino/web-reader/...`) are caught
// alike; names that need no resolving (Node built-ins, Electron, Express) use
// no-restricted-imports. scripts/lint-boundaries.test.ts proves each rule fails on a violation.

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const foldersIn = (dir) =>
  readdirSync(`${ROOT}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = 'web-reader/src/features';
/** The admin panel's shared folders; every other folder of features/admin is one tab. */
const ADMIN_SHARED = ['api', 'components', 'utils', 'locales'];
const ADMIN_TABS = foldersIn(`${FEATURES}/admin`).filter((name) => !ADMIN_SHARED.includes(name));
/** Server code that answers HTTP: the top of the layering. */
const SERVER_TOP = ['app.ts', 'main.ts', 'routes', 'pages', 'middleware'].map((p) => `server/src/${p}`);
/** The fast path (http/) is a layer of its own: it mounts routes, and lib's helpers may use it. */
const SERVER_HTTP = 'server/src/http';
/** The reader's folders that every feature may use. */
const READER_SHARED = ['components', 'lib', 'hooks'].map((dir) => `web-reader/src/${dir}`);
/** Code that runs only under test or on a developer's machine: tests, fixtures, benches, dev scripts. */
const DEV_ONLY = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/e2e/**',
  'server/bench/**',
  'server/scripts/**',
  'scripts/**',
];
const PRODUCTION = ['server', 'schemas', 'web-reader', 'desktop-admin', 'admin-ui'].map(
  (dir) => `${dir}/src`,
);
/** The desktop renderer's features; its app/ holds their shared state and composes them. */
const DESKTOP_FEATURES = 'desktop-admin/src/renderer/src/features';
const OUTSIDE_READER = 'Nothing outside web-reader/ imports it: what two packages share lives in schemas/.';

const boundaryZones = [
  // A feature does not import another feature; src/app composes them (bulletproof-react).
  ...foldersIn(FEATURES).map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: share through src/components, src/lib or src/hooks.',
  })),
  // Each admin tab is a feature of its own: it uses the panel's shared folders, never another tab
  // (features/admin/tabs.ts, the panel itself, composes them).
  ...ADMIN_TABS.map((tab) => ({
    target: `${FEATURES}/admin/${tab}`,
    from: `${FEATURES}/admin`,
    except: [`./${tab}`, ...ADMIN_SHARED.map((shared) => `./${shared}`)],
    message: `An admin tab imports only features/admin/{${ADMIN_SHARED.join(',')}}, never another tab.`,
  })),
  {
    // src/app composes the features; a feature that reached back into it would make a cycle.
    target: FEATURES,
    from: 'web-reader/src/app',
    message:
      'A feature never imports src/app: what features share lives in src/components, src/lib or src/hooks.',
  },
  {
    // The reader's shared folders serve every feature and know none of them.
    target: READER_SHARED,
    from: FEATURES,
    message: "The reader's shared folders (components, lib, hooks) never import a feature.",
  },
  {
    target: READER_SHARED,
    from: 'web-reader/src/app',
    message:
      "The reader's shared folders (components, lib, hooks) never import src/app, which composes them.",
  },
  {
    // The panel's shared folders serve every tab and know none of them.
    target: ADMIN_SHARED.map((shared) => `${FEATURES}/admin/${shared}`),
    from: ADMIN_TABS.map((tab) => `${FEATURES}/admin/${tab}`),
    message: "The admin panel's shared folders never import a tab.",
  },
  // The same for the desktop renderer: what two features share is app state (app/) or a shared
  // folder (components/, lib/).
  ...foldersIn(DESKTOP_FEATURES).map((feature) => ({
    target: `${DESKTOP_FEATURES}/${feature}`,
    from: DESKTOP_FEATURES,
    except: [`./${feature}`],
    message:
      'A desktop renderer feature does not import another feature: share through app/, components/ or lib/.',
  })),
  {
    // The renderer's shared folders serve every feature and know none of them.
    target: ['components', 'lib'].map((shared) => `desktop-admin/src/renderer/src/${shared}`),
    from: DESKTOP_FEATURES,
    message: "The desktop renderer's components/ and lib/ never import a feature.",
  },
  // Nothing below imports upward.
  {
    target: ['db', 'setup', 'services', 'mail', 'auth'].map((p) => `server/src/${p}`),
    from: [...SERVER_TOP, SERVER_HTTP],
    message: 'db, setup, services, mail and auth never import routes, pages, middleware, http/ or the app.',
  },
  {
    target: 'server/src/lib',
    from: SERVER_TOP,
    message: 'lib never imports routes, pages, middleware or the app.',
  },
  {
    // What both admin clients draw: each app imports it, it imports neither.
    target: 'admin-ui',
    from: ['server', 'web-reader', 'desktop-admin', 'scripts'],
    message: 'admin-ui/ is drawn by both admin clients: it imports schemas/ and libraries, never an app.',
  },
  {
    target: 'schemas',
    from: ['server', 'admin-ui', 'web-reader', 'desktop-admin', 'scripts'],
    message: 'schemas/ is the contract: it imports nothing of ours.',
  },
  {
    // Root scripts (builds, benches) may drive the reader's build tools; the other packages may not.
    target: ['server', 'schemas', 'desktop-admin'],
    from: 'web-reader',
    message: OUTSIDE_READER,
  },
  {
    target: 'web-reader',
    from: 'desktop-admin',
    message: 'The reader never imports the desktop: what both admin clients draw lives in admin-ui/.',
  },
];

/** no-restricted-imports entries; a file gets one list, so each block below names all of its own. */
const NOT_WEB_READER = { regex: '^@camino/web-reader(/|$)', message: OUTSIDE_READER };
const NOT_OURS = { regex: '^@camino/', message: 'schemas/ is the contract: it imports nothing of ours.' };
const NOT_EXPRESS = {
  regex: '^(express|express-serve-static-core|multer|compression|helmet)(/|$)',
  message: 'Services import no Express: handlers translate HTTP, services take plain values.',
};
const NOT_NODE_OR_ELECTRON = {
  regex: `^(node:.*|electron(/.*)?|(${builtinModules.filter((m) => !m.startsWith('_')).join('|')})(/.*)?)$`,
  message: 'The renderer runs sandboxed in Chromium: Node and Electron are reached through window.api.',
};
const restrictPaths = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
});
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/out/**',
      'data/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The zones' targets; other files skip the resolver's work.
    files: [
      'server/**/*.{ts,tsx,js,mjs}',
      'schemas/**/*.{ts,js,mjs}',
      'desktop-admin/**/*.{ts,tsx,js,mjs}',
      'admin-ui/**/*.{ts,tsx}',
      'web-reader/src/**/*.{ts,tsx}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports by parsing the files they name: TypeScript's parser for ours.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${ROOT}/tsconfig.json`,
        }),
      ],
    },
    rules: { ...restrictPaths(boundaryZones), 'import-x/no-cycle': 'error' },
  },
  {
    // What ships never depends on what only tests and developers run (a file gets one zone list,
    // so this block repeats the boundaries and adds its own zone).
    files: PRODUCTION.map((dir) => `${dir}/**/*.{ts,tsx}`),
    ignores: DEV_ONLY,
    rules: restrictPaths([
      ...boundaryZones,
      {
        target: PRODUCTION,
        from: DEV_ONLY,
        message: 'Production code never imports tests, fixtures, benches or dev scripts.',
      },
    ]),
  },
  { files: ['server/**', 'admin-ui/**', 'desktop-admin/**'], rules: restrictImports(NOT_WEB_READER) },
  { files: ['schemas/**'], rules: restrictImports(NOT_OURS) },
  { files: ['server/src/services/**'], rules: restrictImports(NOT_WEB_READER, NOT_EXPRESS) },
  {
    // A route's query is checked by its row's schema before the handler runs (mount-routes.ts);
    // the handler reads the checked values, so `req.query` would skip the check.
    files: ['server/src/routes/**/*.ts'],
    ignores: ['server/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='req'][property.name='query']",
          message: "A handler reads its route's checked query from res.locals.query, never req.query.",
        },
      ],
    },
  },
  {
    // The desktop admin's renderer runs in Chromium; its main, preload and services on Node.
    files: ['desktop-admin/src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrictImports(NOT_WEB_READER, NOT_NODE_OR_ELECTRON),
  },
  {
    // The web reader and the admin answers run in the browser (the reader's e2e tests, scripts
    // and configs stay on Node).
    files: ['web-reader/src/**/*.{ts,tsx}', 'admin-ui/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web-reader/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
