import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{
		ignores: ['build/', 'build-*/', 'node_modules/', '.react-router/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'drizzle/'],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx,js,mjs}'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'no-console': ['error', { allow: ['warn', 'error'] }],
		},
	},
	{
		files: ['scripts/**', 'tests/**'],
		rules: { 'no-console': 'off' },
	},
	{
		files: ['**/*.test.{ts,tsx}', 'tests/**'],
		rules: { '@typescript-eslint/no-explicit-any': 'off' },
	},
)
