import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import prettier from 'eslint-config-prettier'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noTypeImportCycle } from './scripts/eslint-type-import-cycles.js'

const basePath = import.meta.dirname

// Read when the config loads, so that a new folder in src/features is kept apart from the others.
const featureNames = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// The layers of src, after bulletproof-react: shared code ← features ← app (← embed).
// Shared code that reached up into what is built from it would drag a feature or the whole app
// into every place that uses it, and tie the layers into one.
const sharedCodeZone = {
  target: ['src/components', 'src/lib', 'src/api', 'src/model'],
  from: ['src/features', 'src/app'],
  message: 'Shared code must not depend on what is built from it: let the caller pass it in.',
}
// Components stay generic UI, reusable and testable without the API's types or client.
const componentsZone = {
  target: 'src/components',
  from: 'src/api',
  message: 'Components are generic UI: take plain props, not API types or the client.',
}
// The model is the rules of uploads every feature shares, with no screen in it.
const modelZone = {
  target: 'src/model',
  from: 'src/components',
  message: 'The model is React-free rules: what the screen makes of them belongs to a feature.',
}
const layerZones = [
  sharedCodeZone,
  componentsZone,
  modelZone,
  // src/app composes the features; a feature that imported it would import every other feature.
  {
    target: 'src/features',
    from: 'src/app',
    message: 'src/app composes the features, so a feature must not depend on it.',
  },
]
// Features that import each other can no longer be changed, tested or removed one at a time.
const featureZones = [
  ...featureNames.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message:
      'Features stay independent: compose them in src/app, or share through src/model or src/lib.',
  })),
]
// The reference API stands alone with Node alone: only the React-free list kinds are shared.
const serverZones = [
  {
    target: 'server',
    from: 'src',
    except: ['./model/list-kinds.ts'],
    message: 'The reference API shares only src/model/list-kinds.ts with the dashboard.',
  },
]
// The dashboard must never bundle the reference API; tests share its sample data (below).
const srcImportsServerZone = {
  target: 'src',
  from: 'server',
  message: 'The dashboard must not import the reference API; only tests share its sample data.',
}

// A module beside this one is `./x`; anything else in src is `@/x` (tsconfig.json's paths), which
// says where it is without counting folders and stays right when the importing file moves. Tests
// still reach the reference API's sample data and the build's scripts outside src.
const noClimbing = {
  regex: '^\\.\\./(?!.*(server|scripts)/)',
  message: 'Import from elsewhere in src as @/x (src/x).',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-lib',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      'e2e/hosts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'import-x': importX,
      local: { rules: { 'no-type-import-cycle': noTypeImportCycle } },
    },
    settings: {
      // Imports in src are extensionless, `./x` beside the file and `@/x` (src/x, tsconfig.json's
      // paths) elsewhere; with .ts in server, scripts and e2e. The plugin's own resolver finds
      // them all once it knows the extensions and the tsconfig; no TypeScript resolver.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: `${basePath}/tsconfig.json` },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // The API client is a stable service object; its base URL is in every key instead.
      '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['ApiClient'] } }],
      // The zones above say why each boundary is there.
      'import-x/no-restricted-paths': [
        'error',
        { basePath, zones: [...layerZones, ...featureZones, ...serverZones, srcImportsServerZone] },
      ],
    },
  },
  {
    // A test may build its fixtures from the reference API's sample data, which src/test shares,
    // and may check two features against each other where the app joins them (a file Export
    // JSON wrote, read back by release review).
    files: ['src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath, zones: [...layerZones, ...serverZones] },
      ],
    },
  },
  {
    files: ['src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noClimbing] }],
    },
  },
  {
    // Every feature (and the review and bench scripts) reads the model: it carries no React.
    files: ['src/model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/react-*'],
              message: 'src/model is React-free: put what the screen makes of it in a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node runs these as they are (tsx, and Vite's config loader for the plugins the config
    // imports, which warns at every `npm start` about a relative import without its extension).
    files: ['server/**', 'scripts/**'],
    rules: {
      'import-x/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true }],
    },
  },
  {
    files: ['src/**', 'server/**', 'scripts/**', 'e2e/**'],
    rules: {
      // A cycle makes a module's value depend on which file was loaded first (undefined at
      // import time, or a lazy chunk that pulls its importer back in), even through import().
      'import-x/no-cycle': [
        'error',
        // Nothing in node_modules imports our files, so walking it could only cost time.
        { allowUnsafeDynamicCyclicDependency: false, ignoreExternal: true },
      ],
      // import-x/no-cycle skips type-only imports; a cycle through one still ties its modules
      // together, so none can be read, moved or split alone.
      'local/no-type-import-cycle': 'error',
    },
  },
  prettier,
)
