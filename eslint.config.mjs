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
  {
    files: ['components/layout/useRouter.ts', 'components/layout/useRefresh.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
