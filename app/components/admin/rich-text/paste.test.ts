import { describe, expect, it } from 'vitest'

import { cleanPastedHtml } from './paste.ts'

// As Word 365 puts it on the clipboard in Chrome (shortened: fonts, sizes and margins left out).
const wordBullet = (level: number, bullet: string, text: string, cls = 'MsoListParagraphCxSpMiddle') =>
	`<p class=${cls} style='text-indent:-18.0pt;mso-list:l0 level${level} lfo1'><!--[if !supportLists]--><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>${bullet}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]-->${text}<o:p></o:p></p>`

describe('cleanPastedHtml', () => {
	it('turns Word bulleted paragraphs into a list, bullets gone', () => {
		const html = `<p class=MsoNormal>Before<o:p></o:p></p>\n${wordBullet(1, '·', 'One')}\n${wordBullet(1, '·', '<b>Two</b>')}\n<p class=MsoNormal>After</p>`
		expect(cleanPastedHtml(html)).toBe(
			`<p class=MsoNormal>Before<o:p></o:p></p>\n<ul><li><p>One</p></li><li><p><b>Two</b></p></li></ul>\n<p class=MsoNormal>After</p>`,
		)
	})

	it('numbers a numbered Word list and nests by level', () => {
		const html = [wordBullet(1, '1.', 'First'), wordBullet(2, 'o', 'Inner'), wordBullet(1, '2.', 'Second')].join('\n')
		expect(cleanPastedHtml(html)).toBe('<ol><li><p>First</p><ul><li><p>Inner</p></li></ul></li><li><p>Second</p></li></ol>')
	})

	it('reads the Ignore span when the conditional comment was already parsed away', () => {
		const html = `<p style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">a)<span> </span></span>Letter</p>`
		expect(cleanPastedHtml(html)).toBe('<ol><li><p>Letter</p></li></ol>')
	})

	it('keeps two lists apart when other content is between them', () => {
		const html = `${wordBullet(1, '·', 'A')}<p>Text</p>${wordBullet(1, '·', 'B')}`
		expect(cleanPastedHtml(html)).toBe('<ul><li><p>A</p></li></ul><p>Text</p><ul><li><p>B</p></li></ul>')
	})

	it("turns Google Docs' styled spans into strong and em, and unwraps the outer b", () => {
		const html =
			'<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><p dir="ltr"><span style="font-size:11pt;font-weight:700;font-style:italic;">Both</span><span style="font-weight:400;"> plain </span><span style="font-weight:700;">bold</span> <span style="font-style:italic;font-weight:400">it</span></p></b>'
		expect(cleanPastedHtml(html)).toBe(
			'<meta charset="utf-8"><p dir="ltr"><strong><em>Both</em></strong><span style="font-weight:400;"> plain </span><strong>bold</strong> <em>it</em></p>',
		)
	})

	it('leaves ordinary HTML alone', () => {
		const html = '<h2>Title</h2><p>Some <strong>text</strong> and <a href="https://example.com">a link</a>.</p><ul><li>x</li></ul>'
		expect(cleanPastedHtml(html)).toBe(html)
	})
})

describe('cleanPastedHtml and what can run', () => {
	it('drops scripts and event handlers before the browser parses the paste', () => {
		expect(cleanPastedHtml('<p onclick="x()" class=a>a</p><script>alert(1)</script><img src=x onerror=alert(1)>')).toBe(
			'<p class=a>a</p><img src=x>',
		)
	})
})
