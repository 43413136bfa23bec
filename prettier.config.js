/** Formatting for the whole repository (`npm run format`; `npm run lint` checks it). */
export default {
	useTabs: true,
	singleQuote: true,
	semi: false,
	trailingComma: 'all',
	printWidth: 140,
	arrowParens: 'always',
	plugins: ['@ianvs/prettier-plugin-sort-imports'],
	// Packages first (node: built-ins among them), then the project's aliases, then relative imports.
	importOrder: ['<BUILTIN_MODULES>', '<THIRD_PARTY_MODULES>', '', '^#app/(.*)$', '^#server/(.*)$', '^#tests/(.*)$', '', '^[.]'],
	importOrderTypeScriptVersion: '5.9.0',
}
