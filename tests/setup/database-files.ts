import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** What vitest.config.ts includes as a test file, under each of its directories. */
export const TEST_FILE_GLOB = '*.test.{ts,tsx}'
const TEST_FILE = /\.test\.tsx?$/

/**
 * The test files (`*.test.ts` and `*.test.tsx` under `directories`) whose
 * result can depend on which database the suite runs on (decision 0061): those that read TEST_DATABASE_URL, directly or through the
 * helpers of tests/ they import (tests/database.ts is where it is read). Every
 * other file runs on PGlite whatever the run (tests/setup/env.ts removes
 * DATABASE_URL), so a second run on PostgreSQL would only repeat it.
 */
export function filesThatReachTheDatabase(directories: string[], root: string): string[] {
	const reaches = new Map<string, boolean>()
	const reachesDatabase = (file: string): boolean => {
		const known = reaches.get(file)
		if (known !== undefined) return known
		// A file under inspection counts as not reaching it, so an import cycle ends.
		reaches.set(file, false)
		const source = readFileSync(file, 'utf8')
		const found = source.includes('TEST_DATABASE_URL') || helpersOf(file, source, root).some(reachesDatabase)
		reaches.set(file, found)
		return found
	}
	return testFiles(directories, root)
		.filter((file) => reachesDatabase(path.join(root, file)))
		.sort()
}

/** Every test file under `directories`, relative to `root`. */
export const testFiles = (directories: string[], root: string): string[] =>
	directories.flatMap((directory) =>
		readdirSync(path.join(root, directory), { recursive: true, encoding: 'utf8' })
			.filter((file) => TEST_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
			.map((file) => path.join(directory, file)),
	)

/** The files of tests/ that `file` imports (by `#tests/…` or a relative path). */
function helpersOf(file: string, source: string, root: string): string[] {
	const testsDir = path.join(root, 'tests') + path.sep
	const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!)
	return specifiers
		.map((specifier) =>
			specifier.startsWith('#tests/')
				? path.join(root, 'tests', specifier.slice('#tests/'.length))
				: specifier.startsWith('.')
					? path.resolve(path.dirname(file), specifier)
					: null,
		)
		.filter((helper): helper is string => helper !== null && helper.startsWith(testsDir) && existsSync(helper))
}
