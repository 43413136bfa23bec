import { describe, expect, it } from 'vitest'

import { MEMORY_ENV, MEMORY_NODE_FLAGS, memoryReexec, REEXEC_MARK } from './memory-flags.ts'

const node = '/usr/bin/node'

describe('memoryReexec', () => {
	it('adds the V8 flags and malloc settings, keeping the given flags and arguments', () => {
		const plan = memoryReexec(node, ['--enable-source-maps'], [node, 'build/main.js', '--x'], { PATH: '/bin', NODE_ENV: 'production' })
		expect(plan?.args).toEqual([node, ...MEMORY_NODE_FLAGS, '--enable-source-maps', 'build/main.js', '--x'])
		expect(plan?.env).toMatchObject({ PATH: '/bin', NODE_ENV: 'production', ...MEMORY_ENV, [REEXEC_MARK]: 'on' })
	})

	it('runs as is once replaced, in development, or when turned off', () => {
		expect(memoryReexec(node, [], [node, 'main.js'], { [REEXEC_MARK]: 'on' })).toBeNull()
		expect(memoryReexec(node, [], [node, 'main.js'], { [REEXEC_MARK]: 'off' })).toBeNull()
		expect(memoryReexec(node, [], [node, 'main.js'], { NODE_ENV: 'development' })).toBeNull()
	})

	it('keeps a flag or variable the operator set, and adds only what is missing', () => {
		const plan = memoryReexec(node, ['--max-semi-space-size=64', '--no-liftoff-only'], [node, 'main.js'], { MALLOC_ARENA_MAX: '4' })
		expect(plan?.args).toEqual([node, '--max-semi-space-size=64', '--no-liftoff-only', 'main.js'])
		expect(plan?.env.MALLOC_ARENA_MAX).toBe('4')
		expect(plan?.env.MALLOC_TRIM_THRESHOLD_).toBe(MEMORY_ENV.MALLOC_TRIM_THRESHOLD_)
	})

	it('needs no replacement when everything is already set', () => {
		expect(memoryReexec(node, [...MEMORY_NODE_FLAGS], [node, 'main.js'], { ...MEMORY_ENV })).toBeNull()
	})
})
