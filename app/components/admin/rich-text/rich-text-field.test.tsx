import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichTextField } from './rich-text-field.tsx'

describe('RichTextField on the server (and without JavaScript)', () => {
	it('is a labelled textarea holding the HTML, posted under the field’s name', () => {
		const html = renderToStaticMarkup(<RichTextField name="bodyHtml" label="Body" defaultValue={'<p>Hello & welcome</p>'} />)
		const id = /<textarea[^>]* id="([^"]+)"/.exec(html)?.[1]
		expect(id).toBeTruthy()
		expect(html).toContain(`for="${id}"`)
		expect(html).toMatch(/<textarea[^>]* name="bodyHtml"/)
		expect(html).toContain('&lt;p&gt;Hello &amp; welcome&lt;/p&gt;</textarea>')
		expect(html).not.toContain('aria-invalid')
	})

	it('shows the error and describes the field with it (and with the caller’s hint)', () => {
		const html = renderToStaticMarkup(
			<RichTextField name="bodyHtml" label="Body" defaultValue="" error="A picture has no alt text." describedBy="body-hint" />,
		)
		const errorId = /<p id="([^"]+)"[^>]*>A picture has no alt text\.<\/p>/.exec(html)?.[1]
		expect(errorId).toBeTruthy()
		expect(html).toContain(`aria-describedby="body-hint ${errorId}"`)
		expect(html).toContain('aria-invalid="true"')
	})

	it('loads no editor code on the server', () => {
		// The editor is a lazy import: rendering the field must not need a DOM or Tiptap.
		expect(() => renderToStaticMarkup(<RichTextField name="b" label="B" defaultValue="<h2>x</h2>" />)).not.toThrow()
	})
})
