import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RICH_TEXT_MAX_BYTES, RICH_TEXT_MAX_DEPTH, sanitizeRichText } from './rich-text.ts'

const SITE = 'https://westway.example'
const clean = (html: string) => {
	const result = sanitizeRichText(html, { siteOrigin: SITE })
	if (!result.ok) throw new Error(result.message)
	return result.html
}

/** [what, posted, stored] */
type Case = [string, string, string]

const hostile: Case[] = [
	['script', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
	['script in upper case, unclosed', '<p>a<SCRIPT SRC=//evil.example/x.js>alert(1)', '<p>a</p>'],
	['onerror', '<img src="/media/a.jpg" alt="A" onerror="alert(1)">', '<img src="/media/a.jpg" alt="A" />'],
	['onclick, mixed case', '<p OnClIcK="alert(1)" onmouseover=alert(1)>x</p>', '<p>x</p>'],
	['on* on a link', '<a href="/x" onfocus="alert(1)" autofocus>x</a>', '<a href="/x">x</a>'],
	['javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
	['JavaScript: in capitals', '<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
	['javascript: with a tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
	['javascript: with a newline entity', '<a href="jav&#10;ascript:alert(1)">x</a>', 'x'],
	['javascript: entity-encoded throughout', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
	['javascript: after leading space', '<a href=" javascript:alert(1)">x</a>', 'x'],
	['javascript: with a NUL', '<a href="java\0script:alert(1)">x</a>', 'x'],
	['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
	['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
	['data: picture', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">', ''],
	['protocol-relative link', '<a href="//evil.example">x</a>', 'x'],
	['backslash path', '<a href="/\\evil.example">x</a>', 'x'],
	['encoded double slash', '<a href="/%2F/evil.example">x</a>', 'x'],
	['dot segments to a double slash', '<a href="/./%2e//evil.example">x</a>', 'x'],
	['relative path', '<a href="page.html">x</a>', 'x'],
	['fragment only', '<a href="#top">x</a>', 'x'],
	['ftp', '<a href="ftp://files.example/x">x</a>', 'x'],
	['mailto with a script', '<a href="mailto:&lt;script&gt;">x</a>', 'x'],
	['tel with letters', '<a href="tel:call-me">x</a>', 'x'],
	[
		'target and odd rel',
		'<a href="https://a.example/" target="_blank" rel="opener">x</a>',
		'<a href="https://a.example/" rel="noopener noreferrer">x</a>',
	],
	['link inside a link (closed first, as a browser does)', '<a href="/a">a<a href="/b">b</a></a>', '<a href="/a">a</a><a href="/b">b</a>'],
	['style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
	['style element', '<style>@import "https://evil.example/x.css";</style><p>x</p>', '<p>x</p>'],
	['class and id', '<p class="hero" id="top" data-x="1">x</p>', '<p>x</p>'],
	['iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
	['iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>">fallback</iframe>', ''],
	['object and embed', '<object data="x.swf"><param name="a" value="b">fallback</object><embed src="x.swf">', ''],
	['SVG with script', '<svg onload="alert(1)"><script>alert(1)</script><text>t</text></svg><p>x</p>', '<p>x</p>'],
	['SVG inside a paragraph', '<p>a<svg><a xlink:href="javascript:alert(1)"><text>b</text></a></svg>c</p>', '<p>ac</p>'],
	['MathML', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>x</p>', '<p>x</p>'],
	[
		'form and input',
		'<form action="https://evil.example"><input name="card"><button formaction="javascript:alert(1)">Pay</button></form>',
		'Pay',
	],
	['select', '<select><option>one</option></select><p>x</p>', '<p>x</p>'],
	['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>', '<p>x</p>'],
	['base', '<base href="https://evil.example/"><a href="/x">x</a>', '<a href="/x">x</a>'],
	['link element', '<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>', '<p>x</p>'],
	['picture from another host', '<p>a<img src="https://evil.example/a.jpg" alt="a">b</p>', '<p>ab</p>'],
	['picture protocol-relative', '<img src="//evil.example/a.jpg" alt="a">', ''],
	['picture off the media keys', '<img src="/media/../secret" alt="a"><img src="/media/100%" alt="b"><img src="/admin.png" alt="c">', ''],
	['srcset on a picture', '<img src="/media/a.jpg" alt="A" srcset="https://evil.example/a.jpg 2x">', '<img src="/media/a.jpg" alt="A" />'],
	[
		'nested malformed markup',
		'<p><strong><em>a</p>b</strong></em><li>c<table><td>d',
		'<p><strong><em>a</em></strong></p>b<li>c<table><td>d</td></table></li>',
	],
	['unclosed attribute quote', '<p title="x>y</p><p>z</p>', ''],
	['comment', '<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
	['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]--><p>x</p>', '<p>x</p>'],
	['CDATA', '<p>a<![CDATA[<script>alert(1)</script>]]>b</p>', '<p>ab</p>'],
	['noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>x</p>', '<p>x</p>'],
	['textarea trick', '<textarea><img src=x onerror=alert(1)></textarea><p>x</p>', '<p>x</p>'],
	['template', '<template><script>alert(1)</script></template><p>x</p>', '<p>x</p>'],
	['escaped markup stays text', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
	[
		'attribute quote breaking out',
		'<img src="/media/a.jpg" alt="a&quot; onerror=&quot;alert(1)">',
		'<img src="/media/a.jpg" alt="a&quot; onerror=&quot;alert(1)" />',
	],
	['h1, h5 and headers with attributes', '<h1 class="x">A</h1><h5>B</h5><h6 style="x">C</h6>', '<h2>A</h2><h4>B</h4><h4>C</h4>'],
	[
		'table attributes',
		'<table border=1 style="x"><tr><th scope="col" colspan="2" onclick="x">h</th><td rowspan="999" colspan="x">d</td></tr></table>',
		'<table><tr><th colspan="2" scope="col">h</th><td>d</td></tr></table>',
	],
	['absurd picture size', '<img src="/media/a.jpg" alt="A" width="999999" height="10">', '<img src="/media/a.jpg" alt="A" />'],
]

const benign: Case[] = [
	[
		'an article body',
		'<h2>Why boilers fail in October</h2><p>The first cold week, <strong>every</strong> boiler that sat idle all summer is asked to work. <em>Most</em> are fine.</p><ul><li>Low pressure</li><li>A frozen condensate pipe</li></ul><ol><li>Check the gauge</li><li>Reset</li></ol><blockquote><p>They came the same day.</p></blockquote><hr><h3>Book a service</h3><p>Call <a href="tel:020 7946 0000">020 7946 0000</a>, e-mail <a href="mailto:hello@westway.example">us</a>, read <a href="/services/boiler-repair">boiler repair</a> or <a href="https://www.gov.uk/boiler-upgrade-scheme">the grant</a>.<br>Thanks.</p><figure><img src="/media/blog/boiler.jpg" alt="An engineer checks a boiler" width="1200" height="800"><figcaption>A yearly service</figcaption></figure><table><thead><tr><th scope="col">Job</th><th scope="col">Price</th></tr></thead><tbody><tr><td>Service</td><td>£89</td></tr></tbody></table>',
		'<h2>Why boilers fail in October</h2><p>The first cold week, <strong>every</strong> boiler that sat idle all summer is asked to work. <em>Most</em> are fine.</p><ul><li>Low pressure</li><li>A frozen condensate pipe</li></ul><ol><li>Check the gauge</li><li>Reset</li></ol><blockquote><p>They came the same day.</p></blockquote><hr /><h3>Book a service</h3><p>Call <a href="tel:02079460000">020 7946 0000</a>, e-mail <a href="mailto:hello@westway.example">us</a>, read <a href="/services/boiler-repair">boiler repair</a> or <a href="https://www.gov.uk/boiler-upgrade-scheme" rel="noopener noreferrer">the grant</a>.<br />Thanks.</p><figure><img src="/media/blog/boiler.jpg" alt="An engineer checks a boiler" width="1200" height="800" /><figcaption>A yearly service</figcaption></figure><table><thead><tr><th scope="col">Job</th><th scope="col">Price</th></tr></thead><tbody><tr><td>Service</td><td>£89</td></tr></tbody></table>',
	],
	[
		'links and pictures on this site written in full',
		'<p><a href="https://westway.example/contact?from=blog#form">contact</a><img src="https://westway.example/media/a.jpg?w=640&amp;f=webp" alt="A"></p>',
		'<p><a href="/contact?from=blog#form">contact</a><img src="/media/a.jpg" alt="A" /></p>',
	],
	[
		'a Word paste',
		`<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><title>Doc</title><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--><style>p.MsoNormal {mso-style-parent:""; margin:0cm;}</style></head>
<body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment--><div class=WordSection1>
<h1 style='mso-outline-level:1'><span lang=EN-GB>Burst pipes<o:p></o:p></span></h1>
<p class=MsoNormal><span style='font-size:12.0pt;mso-bidi-font-family:Calibri'>Turn off the <b>stopcock</b> and <i style='mso-bidi-font-style:normal'>drain</i> the taps.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Kitchen<o:p></o:p></p>
<p class=MsoNormal><a href="https://www.example.org/advice"><span style='color:#0563C1'>Advice</span></a><a name="_Toc1">here</a><o:p></o:p></p>
</div><!--EndFragment--></body></html>`,
		'<h2>Burst pipes</h2>\n<p>Turn off the <strong>stopcock</strong> and <em>drain</em> the taps.</p>\n\n<p>Kitchen</p>\n<p><a href="https://www.example.org/advice" rel="noopener noreferrer">Advice</a>here</p>',
	],
	[
		'a Google Docs paste',
		'<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1234-5678-9abcdef01234"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Damp in winter</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;">Open</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:normal;"> the windows, </span><span style="font-size:11pt;font-weight:400;font-style:italic;">every</span><span style="font-size:11pt;font-weight:400;font-style:normal;"> day. </span><a href="https://www.nhs.uk/damp" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;font-weight:400;text-decoration:underline;">NHS advice</span></a></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-weight:400;">Vents</span></p></li></ul><p dir="ltr"><span style="font-size:11pt;"><span style="border:none;display:inline-block;overflow:hidden;width:602px;height:339px;"><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nX.png" width="602" height="339" style="margin-left:0px;margin-top:0px;"></span></span></p></b><br class="Apple-interchange-newline">',
		'<h2>Damp in winter</h2><p><strong>Open</strong> the windows, <em>every</em> day. <a href="https://www.nhs.uk/damp" rel="noopener noreferrer">NHS advice</a></p><ul><li>Vents</li></ul>',
	],
]

describe('sanitizeRichText', () => {
	it.each([...hostile, ...benign])('%s: stored as expected, the same when sanitised again, rendered unchanged', (_what, posted, stored) => {
		const once = clean(posted)
		expect(once).toBe(stored)
		expect(clean(once)).toBe(once)
		const rendered = renderToStaticMarkup(createElement('div', { dangerouslySetInnerHTML: { __html: once } }))
		expect(rendered).toBe(`<div>${once}</div>`)
		// Attribute values (quoted, their quotes escaped) may hold any text; the markup around them may not.
		expect(rendered.replace(/="[^"]*"/g, '=""')).not.toMatch(
			/<(script|style|iframe|object|embed|svg|math|form|input|meta|base|link)\b|\son\w+=|style=|class=|\sid=/i,
		)
		expect(rendered).not.toMatch(/(href|src)="(?!\/[^/\\]|https?:\/\/|mailto:|tel:)/)
	})

	it('says which pictures and links it left out', () => {
		const result = sanitizeRichText(
			'<p><img src="https://evil.example/a.jpg" alt="a"><a href="javascript:x">x</a><a href="vbscript:y">y</a></p>',
		)
		expect(result).toEqual({
			ok: true,
			html: '<p>xy</p>',
			notes: [
				'One picture not from the media library left out: upload it and insert from the media library.',
				'2 links whose address is not a web page, e-mail, phone number or page of this site kept as plain text.',
			],
		})
	})

	it('refuses a picture of ours without alt text, naming it', () => {
		for (const img of ['<img src="/media/a.jpg">', '<img src="/media/a.jpg" alt="">', '<img src="/media/a.jpg" alt="  &nbsp; ">']) {
			expect(sanitizeRichText(`<p>x</p>${img}`)).toEqual({
				ok: false,
				message: 'Every picture needs alt text, a short description of what it shows; one has none (/media/a.jpg).',
			})
		}
	})

	it('refuses a body over the size limit, and one nested too deeply', () => {
		const long = sanitizeRichText(`<p>${'a'.repeat(RICH_TEXT_MAX_BYTES)}</p>`)
		expect(long).toEqual({ ok: false, message: expect.stringMatching(/^The text is too long to save \(201 KB; the most is 200 KB\)/) })
		expect(sanitizeRichText(`<p>${'é'.repeat(RICH_TEXT_MAX_BYTES / 2)}</p>`).ok).toBe(false)

		expect(sanitizeRichText(`${'<ul><li>'.repeat(RICH_TEXT_MAX_DEPTH / 2)}x`).ok).toBe(true)
		const deep = sanitizeRichText(`${'<ul><li>'.repeat(RICH_TEXT_MAX_DEPTH / 2)}<b>x</b>`)
		expect(deep).toEqual({ ok: false, message: expect.stringMatching(/^The text is nested too deeply to save \(more than 32 levels/) })
		expect(sanitizeRichText('<b>'.repeat(50_000)).ok).toBe(false)
	})

	it('stops reading a body as soon as it is nested too deeply', () => {
		// Read to the end, this one took minutes (sanitize-html's work grows much faster than the depth); the test's timeout catches that.
		expect(sanitizeRichText('<li><p>'.repeat(28_000))).toEqual({
			ok: false,
			message: expect.stringMatching(/^The text is nested too deeply/),
		})
	})
})
