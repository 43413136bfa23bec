import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layer rule of eslint.config.js (decision 0032), run on in-memory files placed in each folder.
const eslint = new ESLint()

async function layerErrors(filePath: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath })
	return (result?.messages ?? [])
		.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
		.map((message) => message.message)
}

describe('imports run down the layers', () => {
	it('refuses an import of app/.server from the domain', async () => {
		const errors = await layerErrors('app/domain/fixture.ts', "import { db } from '#app/.server/db/index.ts'\n\nexport const rows = db\n")
		expect(errors).toEqual([expect.stringContaining('app/domain imports only the layers below it (decision 0032).')])
	})

	it('refuses relative and type-only imports upwards from the domain too', async () => {
		const code = [
			"import type { Route } from '../../routes/site/+types/home.ts'",
			"import { Button } from '../../components/ui/button.tsx'",
			"import { services } from '#app/content/services.ts'",
			"import type { RootLoaderData } from '#app/utils/root-data.ts'",
			'',
			'export const all = [Button, services] as const',
			'export type Both = [Route.ComponentProps, RootLoaderData]',
			'',
		].join('\n')
		expect(await layerErrors('app/domain/enquiry/fixture.ts', code)).toHaveLength(4)
	})

	it('lets the domain import itself and libraries', async () => {
		const code =
			"import { z } from 'zod'\n\nimport { validate } from '#app/domain/form.ts'\n\nimport { enquiryServiceChoices } from './services.ts'\n\nexport const parts = [z, validate, enquiryServiceChoices]\n"
		expect(await layerErrors('app/domain/enquiry/fixture.ts', code)).toEqual([])
	})

	it('refuses UI from the server, and the server from components', async () => {
		expect(
			await layerErrors('app/.server/fixture.ts', "import { Button } from '#app/components/ui/button.tsx'\n\nexport const b = Button\n"),
		).toHaveLength(1)
		expect(
			await layerErrors('app/components/fixture.tsx', "import { getEnv } from '#app/.server/env.ts'\n\nexport const e = getEnv\n"),
		).toHaveLength(1)
		expect(
			await layerErrors(
				'app/content/fixture.ts',
				"import { siteIcons } from '#app/components/site/icons.ts'\n\nexport const i = siteIcons\n",
			),
		).toHaveLength(1)
	})

	it('refuses a route from the client scripts’ folder', async () => {
		expect(
			await layerErrors('app/client/fixture.ts', "import { loader } from '#app/routes/site/home.tsx'\n\nexport const l = loader\n"),
		).toEqual([expect.stringContaining('app/client imports only the layers below it (decision 0032).')])
	})

	it('lets utils read the root loader for its types only', async () => {
		expect(
			await layerErrors('app/utils/fixture.ts', "import type { loader } from '#app/root.tsx'\n\nexport type L = typeof loader\n"),
		).toEqual([])
		expect(await layerErrors('app/utils/fixture.ts', "import { loader } from '#app/root.tsx'\n\nexport const l = loader\n")).toEqual([
			expect.stringContaining('Import the root module for its types only (utils/root-data.ts).'),
		])
	})
})
