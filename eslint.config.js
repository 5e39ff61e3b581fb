// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import vueI18n from '@intlify/eslint-plugin-vue-i18n';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'release', 'coverage', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The studio is a client: it imports the published contract (@voxmesh/contract), never the
  // server (../shared/architecture.json, "never Studio -> Speech/Mesh/Tasks").
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|main)/',
              message: 'The studio imports @voxmesh/contract, never the server or the shell.',
            },
          ],
        },
      ],
    },
  },
  // The contract imports nothing of the server.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)server/', message: 'The contract imports nothing of the server.' },
          ],
        },
      ],
    },
  },
  // Every word the studio shows goes through vue-i18n (en, zh-CN): no raw text in templates.
  {
    files: ['renderer/**/*.vue'],
    plugins: { '@intlify/vue-i18n': vueI18n },
    rules: {
      '@intlify/vue-i18n/no-raw-text': [
        'error',
        {
          ignorePattern: '^([\\s·—/:+↵★◆%|,.()*…-]+|sk-…|https://…)$',
          attributes: { '/.+/': ['aria-label', 'title', 'placeholder'] },
        },
      ],
    },
    settings: { 'vue-i18n': { localeDir: undefined, messageSyntaxVersion: '^11.0.0' } },
  },
  prettier,
);
