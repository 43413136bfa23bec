import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports run down the layers (decision 0032): routes and the root, then
 * components and app/.server, then content, then utils, then the domain. A
 * specifier naming a layer above the importing folder is refused; `#app/…`
 * and relative forms alike. Tests may assemble any layers (nothing imports a test).
 */
const LAYER_ABOVE = {
	domain: ['\\.server', 'components', 'routes', 'content', 'utils', 'root', 'entry\\.server'],
	utils: ['\\.server', 'components', 'routes', 'content', 'entry\\.server'],
	content: ['\\.server', 'components', 'routes', 'root', 'entry\\.server'],
	components: ['\\.server', 'routes', 'root', 'entry\\.server'],
	// The framework-free scripts and what inlines them sit beside the components (their hashes are read on the server).
	client: ['routes', 'root', 'entry\\.server'],
	'.server': ['components', 'routes', 'root', 'entry\\.server'],
}
const layerPattern = (names) => `^(#app/|(\\.\\./)+)(${names.join('|')})(\\.tsx?)?(/|$)`
const layerRules = Object.entries(LAYER_ABOVE).map(([folder, above]) => ({
	files: [`app/${folder}/**/*.{ts,tsx,js}`],
	ignores: ['**/*.test.{ts,tsx}'],
	rules: {
		'@typescript-eslint/no-restricted-imports': [
			'error',
			{
				patterns: [
					{ regex: layerPattern(above), message: `app/${folder} imports only the layers below it (decision 0032).` },
					// The one upward edge: the root loader's data type, read by components through utils/root-data.ts.
					...(folder === 'utils'
						? [
								{
									regex: layerPattern(['root']),
									allowTypeImports: true,
									message: 'Import the root module for its types only (utils/root-data.ts).',
								},
							]
						: []),
				],
			},
		],
	},
}))

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
	...layerRules,
)
