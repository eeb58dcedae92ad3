import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const featureNames = ['builds', 'cdn-sites', 'avatars', 'games', 'settings']

export default tseslint.config(
  { ignores: ['dist', 'dist-lib', 'coverage', 'test-results', 'playwright-report', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // The API client is a stable service object; its base URL is in every key instead.
      '@tanstack/query/exhaustive-deps': ['error', { allowlist: { types: ['ApiClient'] } }],
    },
  },
  // Features never import each other; src/app composes them (bulletproof-react's rule).
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureNames
            .filter((other) => other !== name)
            .map((other) => ({
              group: [`**/features/${other}/**`, `../${other}/**`],
              message: 'Features stay independent: compose them in src/app.',
            })),
        },
      ],
    },
  })),
  prettier,
)
