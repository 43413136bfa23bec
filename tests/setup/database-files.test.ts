import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { filesThatReachTheDatabase, testFiles } from './database-files.ts'

const VARIABLE = ['TEST', 'DATABASE', 'URL'].join('_')

describe('the files the PostgreSQL run takes (decision 0061)', () => {
	const root = mkdtempSync(path.join(tmpdir(), 'database-files-'))
	afterAll(() => rmSync(root, { recursive: true, force: true }))
	const write = (file: string, source: string) => {
		mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
		writeFileSync(path.join(root, file), source)
	}

	it('follows helpers of tests/ to the one that reads the variable, and nothing else', () => {
		write('tests/database.ts', `export const url = process.env.${VARIABLE}`)
		write('tests/db.ts', "export * from './database.ts'")
		write('tests/session.ts', "import { url } from '#tests/db.ts'\nexport const session = url")
		write('tests/plain.ts', 'export const plain = 1')
		// A cycle between helpers that never reaches the database ends.
		write('tests/a.ts', "import './b.ts'")
		write('tests/b.ts', "import './a.ts'")
		write('app/through-two-helpers.test.ts', "import { session } from '#tests/session.ts'")
		write('app/dynamic.test.tsx', "const db = await import('../tests/db.ts')")
		write('server/reads-it.test.ts', `if (process.env.${VARIABLE}) {}`)
		write('server/plain-helper.test.ts', "import { plain } from '#tests/plain.ts'")
		write('server/cycle.test.ts', "import '#tests/a.ts'")
		write('server/app-module.test.ts', "import { db } from '../app/db.ts'")
		write('app/node_modules/package/reads.test.ts', `process.env.${VARIABLE}`)
		write('scripts/not-a-test.ts', `process.env.${VARIABLE}`)

		expect(filesThatReachTheDatabase(['app', 'server', 'scripts'], root)).toEqual([
			path.join('app', 'dynamic.test.tsx'),
			path.join('app', 'through-two-helpers.test.ts'),
			path.join('server', 'reads-it.test.ts'),
		])
	})

	it('takes every test file of this repository that uses the test database helper', () => {
		const repository = path.resolve(import.meta.dirname, '../..')
		const selected = new Set(filesThatReachTheDatabase(['app', 'server', 'scripts'], repository))
		const users = testFiles(['app', 'server', 'scripts'], repository).filter((file) =>
			readFileSync(path.join(repository, file), 'utf8').includes("'#tests/db.ts'"),
		)
		expect(users.length).toBeGreaterThan(50)
		expect(users.filter((file) => !selected.has(file))).toEqual([])
		// A file of pure rules is left to the PGlite run.
		expect(selected.has(path.join('app', 'domain', 'enquiry', 'schema.test.ts'))).toBe(false)
	})
})
