// One flat config for the whole repo: TypeScript rules everywhere, React hooks rules for the
// packages and the site, Node globals for scripts, configs and the site's build plugins.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '.tools/**',
      '.reports/**',
      '**/.bench/**',
      '**/dist-server/**',
      '**/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'scripts/**',
      '**/*.config.{ts,js,mjs}',
      '**/e2e/**',
      '**/scripts/**',
      '**/server/**',
      'apps/site/build/**',
      'internal/package-checks/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
