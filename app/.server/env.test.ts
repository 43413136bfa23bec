import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { EnvError, envSchema, parseEnv } from './env.ts'

describe('the environment', () => {
	it('is listed in .env.example, every variable the server reads and no other', () => {
		const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
		const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1])
		expect(listed.toSorted()).toEqual(Object.keys(envSchema.shape).toSorted())
	})

	it('refuses bad settings in one line that names each, and never repeats a value', () => {
		let message = ''
		try {
			parseEnv({ PORT: 'abc', LOG_LEVEL: 'loud', AUTH_SECRET: 'too-short-secret' })
		} catch (error) {
			expect(error).toBeInstanceOf(EnvError)
			message = (error as Error).message
		}
		expect(message).not.toContain('\n')
		expect(message).toMatch(/^Invalid environment configuration: /)
		expect(message).toContain('PORT: expected a number')
		expect(message).toContain('LOG_LEVEL:')
		expect(message).toContain('AUTH_SECRET:')
		expect(message).not.toContain('too-short-secret')
		expect(message).not.toContain('NaN')
	})

	it('reads the on/off switches: empty means the default', () => {
		expect(parseEnv({}).MEDIA_WARM).toBe('on')
		expect(parseEnv({ MEDIA_WARM: '' }).MEDIA_WARM).toBe('on')
		expect(parseEnv({ MEDIA_WARM: 'off' }).MEDIA_WARM).toBe('off')
		expect(parseEnv({ PAGE_CACHE: '' }).PAGE_CACHE).toBeUndefined()
		expect(() => parseEnv({ MEDIA_WARM: 'later' })).toThrow(/MEDIA_WARM/)
	})

	it('reads the metrics settings: off unless a port or a token is given, loopback by default', () => {
		const { METRICS_PORT, METRICS_TOKEN, METRICS_HOST } = parseEnv({})
		expect([METRICS_PORT, METRICS_TOKEN, METRICS_HOST]).toEqual([undefined, undefined, '127.0.0.1'])
		const empty = parseEnv({ METRICS_PORT: '', METRICS_TOKEN: '' })
		expect([empty.METRICS_PORT, empty.METRICS_TOKEN]).toEqual([undefined, undefined])
		expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464)
		const token = 'a'.repeat(32)
		expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token)
		for (const bad of ['short-token', `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
			expect(() => parseEnv({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN/)
			expect(() => parseEnv({ METRICS_TOKEN: bad })).not.toThrow(bad)
		}
		expect(() => parseEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/)
	})
})
