import Image from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { EditorContent, useEditor, useEditorState, type Editor, type UseEditorOptions } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'

import { cn } from '#app/utils/cn.ts'

import { richTextContentClass } from './content-style.ts'
import { ImageDialog, LinkDialog, type ChosenImage } from './dialogs.tsx'
import { checkLink } from './links.ts'
import { cleanPastedHtml } from './paste.ts'
import { nextToolbarIndex } from './roving.ts'

/**
 * The Tiptap editor behind RichTextField (decisions 0039 and 0041). This
 * module is only ever imported lazily, so Tiptap and ProseMirror are fetched
 * by the pages that show a rich-text field and by no other.
 */
export type RichTextEditorProps = {
	name: string
	initialHtml: string
	labelId: string
	describedBy?: string
	invalid: boolean
	onChange?: (html: string) => void
}

const extensions = [
	StarterKit.configure({
		// The page's title is its one h1; code and strike have no place in the stored allowlist, nor underline.
		heading: { levels: [2, 3, 4] },
		code: false,
		codeBlock: false,
		strike: false,
		underline: false,
		link: {
			openOnClick: false,
			autolink: true,
			defaultProtocol: 'https',
			protocols: ['tel'],
			HTMLAttributes: { rel: null, target: null },
			// The dialog's rules (the server's too): anything else pasted loses its link, keeps its text.
			isAllowedUri: (url) => checkLink(url).ok,
		},
	}),
	Image.configure({ inline: false, allowBase64: false }),
	TableKit.configure({ table: { resizable: false } }),
]

const editableClass = cn(
	'min-h-64 rounded-b-md px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
	richTextContentClass,
)

/** What the form sends: empty when the editor is, so "nothing written" compares equal to "". */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

export default function RichTextEditor({ name, initialHtml, labelId, describedBy, invalid, onChange }: RichTextEditorProps) {
	const inputRef = useRef<HTMLInputElement>(null)
	const toolbarRef = useRef<HTMLDivElement>(null)
	const onChangeRef = useRef(onChange)
	useEffect(() => {
		onChangeRef.current = onChange
	}, [onChange])

	// Made once: useEditor compares the options on every render, and a new editorProps object would re-set the view's props each time.
	const editorProps = useMemo(
		(): UseEditorOptions['editorProps'] => ({
			attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: editableClass },
			transformPastedHTML: cleanPastedHtml,
			handleKeyDown: (_view, event) => {
				// Alt+F10 moves to the toolbar, as in most editors.
				if (event.altKey && event.key === 'F10') {
					toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
					return true
				}
				return false
			},
		}),
		[labelId],
	)

	const editor = useEditor({
		immediatelyRender: false,
		extensions,
		content: initialHtml,
		editorProps,
		onUpdate: ({ editor: current }) => {
			const input = inputRef.current
			if (!input) return
			const html = htmlOf(current)
			if (input.value === html) return
			input.value = html
			// Autosave and the unsaved-changes guard listen for input on the form.
			input.dispatchEvent(new Event('input', { bubbles: true }))
			onChangeRef.current?.(html)
		},
	})

	// Set once, not as React's defaultValue: a hidden input's value is its default, which React would put back on every render.
	useLayoutEffect(() => {
		if (inputRef.current) inputRef.current.value = initialHtml
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	// The error state can change after the editor is made.
	useEffect(() => {
		const dom = editor?.view.dom
		if (!dom) return
		if (describedBy) dom.setAttribute('aria-describedby', describedBy)
		else dom.removeAttribute('aria-describedby')
		if (invalid) dom.setAttribute('aria-invalid', 'true')
		else dom.removeAttribute('aria-invalid')
	}, [editor, describedBy, invalid])

	return (
		<div
			className={cn('rounded-md border border-input bg-background shadow-xs', invalid && 'border-emergency', 'focus-within:border-ring')}
		>
			<input ref={inputRef} type="hidden" name={name} />
			{editor ? <Toolbar editor={editor} toolbarRef={toolbarRef} /> : <div className="h-12 border-b border-border" />}
			<EditorContent editor={editor} />
		</div>
	)
}

type ToolbarButton = {
	key: string
	/** What the button shows. */
	text: string
	/** What it is called (its accessible name). */
	label: string
	/** For marks and blocks that are on or off. */
	pressed?: boolean
	disabled?: boolean
	run: () => void
	/** Its keyboard shortcut in the text, shown in the tooltip. */
	shortcut?: string
	/** Starts a new group (a little space before it). */
	group?: boolean
	className?: string
}

function Toolbar({ editor, toolbarRef }: { editor: Editor; toolbarRef: React.RefObject<HTMLDivElement | null> }) {
	const state = useEditorState({
		editor,
		selector: ({ editor: current }) => ({
			bold: current.isActive('bold'),
			italic: current.isActive('italic'),
			h2: current.isActive('heading', { level: 2 }),
			h3: current.isActive('heading', { level: 3 }),
			h4: current.isActive('heading', { level: 4 }),
			bulletList: current.isActive('bulletList'),
			orderedList: current.isActive('orderedList'),
			blockquote: current.isActive('blockquote'),
			link: current.isActive('link'),
			linkHref: (current.getAttributes('link').href as string | undefined) ?? '',
			emptySelection: current.state.selection.empty,
			inTable: current.isActive('table'),
			canUndo: current.can().undo(),
			canRedo: current.can().redo(),
		}),
	})
	const [dialog, setDialog] = useState<'link' | 'image' | null>(null)
	const [active, setActive] = useState(0)
	const buttons = useRef<(HTMLButtonElement | null)[]>([])

	const chain = () => editor.chain().focus()
	const items: ToolbarButton[] = [
		{ key: 'h2', text: 'H2', label: 'Heading 2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
		{ key: 'h3', text: 'H3', label: 'Heading 3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
		{ key: 'h4', text: 'H4', label: 'Heading 4', pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
		{
			key: 'bold',
			text: 'B',
			label: 'Bold',
			pressed: state.bold,
			shortcut: 'Ctrl+B',
			run: () => chain().toggleBold().run(),
			group: true,
			className: 'font-bold',
		},
		{
			key: 'italic',
			text: 'I',
			label: 'Italic',
			pressed: state.italic,
			shortcut: 'Ctrl+I',
			run: () => chain().toggleItalic().run(),
			className: 'italic font-serif',
		},
		{
			key: 'bullets',
			text: '• List',
			label: 'Bulleted list',
			pressed: state.bulletList,
			run: () => chain().toggleBulletList().run(),
			group: true,
		},
		{ key: 'numbers', text: '1. List', label: 'Numbered list', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
		{ key: 'quote', text: '“ Quote', label: 'Quote', pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
		{ key: 'link', text: 'Link', label: state.link ? 'Edit link' : 'Link', pressed: state.link, run: () => setDialog('link'), group: true },
		{ key: 'image', text: 'Picture', label: 'Insert picture', run: () => setDialog('image') },
		{
			key: 'table',
			text: 'Table',
			label: 'Insert table',
			disabled: state.inTable,
			run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
		},
		...(state.inTable
			? [
					{ key: 'row+', text: '+ Row', label: 'Add row below', run: () => chain().addRowAfter().run(), group: true },
					{ key: 'row-', text: '− Row', label: 'Remove row', run: () => chain().deleteRow().run() },
					{ key: 'col+', text: '+ Column', label: 'Add column right', run: () => chain().addColumnAfter().run() },
					{ key: 'col-', text: '− Column', label: 'Remove column', run: () => chain().deleteColumn().run() },
					{ key: 'table-', text: 'Remove table', label: 'Remove table', run: () => chain().deleteTable().run() },
				]
			: []),
		{
			key: 'undo',
			text: 'Undo',
			label: 'Undo',
			shortcut: 'Ctrl+Z',
			disabled: !state.canUndo,
			run: () => chain().undo().run(),
			group: true,
		},
		{ key: 'redo', text: 'Redo', label: 'Redo', disabled: !state.canRedo, run: () => chain().redo().run() },
	]
	const enabled = items.map((item) => !item.disabled)
	// The button in the tab order must exist and be enabled, whatever the selection did to the set.
	const current = enabled[active] ? active : Math.max(0, enabled.indexOf(true))

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const next = nextToolbarIndex(event.key, current, enabled)
		if (next === null) return
		event.preventDefault()
		setActive(next)
		buttons.current[next]?.focus()
	}

	const closeDialog = () => {
		setDialog(null)
		editor.commands.focus()
	}
	const applyLink = (href: string, text: string | null) => {
		setDialog(null)
		if (state.emptySelection && !state.link) {
			chain()
				.insertContent({ type: 'text', text: text ?? href, marks: [{ type: 'link', attrs: { href } }] })
				.run()
		} else {
			chain().extendMarkRange('link').setLink({ href }).run()
		}
	}
	const removeLink = () => {
		setDialog(null)
		chain().extendMarkRange('link').unsetLink().run()
	}
	const insertImage = ({ src, alt, width, height }: ChosenImage) => {
		setDialog(null)
		const size = width && height ? { width, height } : {}
		chain()
			.setImage({ src, alt, ...size })
			.run()
	}

	return (
		<>
			<div
				ref={toolbarRef}
				role="toolbar"
				aria-label="Formatting"
				aria-controls={editor.view.dom.id || undefined}
				onKeyDown={onKeyDown}
				className="flex flex-wrap items-center gap-1 rounded-t-md border-b border-border bg-muted/40 p-1"
			>
				{items.map((item, index) => (
					<button
						key={item.key}
						ref={(element) => {
							buttons.current[index] = element
						}}
						type="button"
						tabIndex={index === current ? 0 : -1}
						aria-label={item.label === item.text ? undefined : item.label}
						title={item.shortcut ? `${item.label} (${item.shortcut})` : item.label}
						aria-pressed={item.pressed === undefined ? undefined : item.pressed}
						disabled={item.disabled}
						onFocus={() => setActive(index)}
						// Keep the selection in the text while clicking.
						onMouseDown={(event) => event.preventDefault()}
						onClick={item.run}
						className={cn(
							'inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm font-semibold whitespace-nowrap text-foreground transition-colors hover:bg-muted',
							'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
							'aria-pressed:bg-primary aria-pressed:text-primary-foreground disabled:opacity-40',
							'pointer-coarse:h-11 pointer-coarse:min-w-11',
							item.group && index > 0 && 'ml-2',
							item.className,
						)}
					>
						{item.text}
					</button>
				))}
			</div>
			<LinkDialog
				open={dialog === 'link'}
				initialHref={state.linkHref}
				needsText={state.emptySelection && !state.link}
				onClose={closeDialog}
				onApply={applyLink}
				onRemove={state.link ? removeLink : null}
			/>
			<ImageDialog open={dialog === 'image'} onClose={closeDialog} onInsert={insertImage} />
		</>
	)
}
