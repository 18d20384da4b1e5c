import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-rolling/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'local-api/data/**',
      '.bench-floor/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Demo images come from the API as SVG and are lazy-loaded by our own component.
      '@next/next/no-img-element': 'off',
      // Every push and replace shows the loading bar and reloads onto a newer build (spec §2, §4).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/navigation',
              importNames: ['useRouter'],
              message: 'Use useRouter from @/components/layout/useRouter.',
            },
          ],
          patterns: [
            {
              group: ['next/dist/*'],
              message:
                "Next's internals change in any release: use its public API or a package from npm.",
            },
          ],
        },
      ],
      // The same for require(), which the scripts use.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='require'][arguments.0.value=/^next\\/dist\\//]",
          message:
            "Next's internals change in any release: use its public API or a package from npm.",
        },
      ],
    },
  },
  // The edge between the web app and the bundled API (docs/architecture.md, "The contract"): what
  // both sides share lives in contract/; the local API reaches nothing else of the repo, the web app
  // and the contract never reach the local API, and the contract reaches neither side.
  {
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './local-api',
              from: '.',
              except: ['./local-api', './contract', './node_modules'],
              message:
                'The local API imports from the rest of the repo only contract/: move what both sides share there.',
            },
            {
              target: [
                './app',
                './components',
                './lib',
                './stores',
                './middleware.ts',
                './contract',
              ],
              from: './local-api',
              message:
                'The web app and the contract never import the local API: share it through contract/.',
            },
            {
              target: './contract',
              from: ['./app', './components', './lib', './stores', './middleware.ts', './scripts'],
              message:
                'contract/ stands alone: both sides import it, so it imports neither (only contract/ and packages).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/layout/useRouter.ts', 'components/layout/useRefresh.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
