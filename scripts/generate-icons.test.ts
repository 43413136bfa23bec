import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { generatedIconsModule, ICONS } from './generate-icons.ts'

describe('npm run icons', () => {
	it('has written the icons module the app imports from its list, as lucide-react draws them today', () => {
		const committed = readFileSync(new URL('../app/components/ui/icons.generated.ts', import.meta.url), 'utf8')
		expect(committed, 'Run npm run icons').toBe(generatedIconsModule())
		expect(new Set(ICONS).size).toBe(ICONS.length)
	})
})
