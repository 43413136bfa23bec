import type { DiffPart, FieldChange } from '#app/domain/content/diff.ts'

/*
 * Insertions and deletions: dark text on a pale tint (contrast above 7:1) and an
 * underline or a strike, so the change does not rest on colour alone; screen
 * readers hear "added:" / "removed:" before each.
 */
const insClass = 'rounded-sm bg-green-100 px-0.5 text-green-900 underline decoration-green-700 decoration-1 underline-offset-2'
const delClass = 'rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-red-700'

/** What changed between two versions (from `diffFields`), field by field; "No changes" when nothing did. */
export function RevisionDiff({ changes }: { changes: readonly FieldChange[] }) {
	if (changes.length === 0) return <p className="text-sm text-muted-foreground">No changes.</p>
	return (
		<dl className="min-w-0 divide-y divide-border rounded-md border border-border">
			{changes.map((change) => (
				<div key={change.key} className="grid min-w-0 gap-1 p-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
					<dt className="text-sm font-semibold">{change.label}</dt>
					<dd className="min-w-0 text-sm [overflow-wrap:anywhere]">
						<ChangeBody change={change} />
					</dd>
				</div>
			))}
		</dl>
	)
}

function ChangeBody({ change }: { change: FieldChange }) {
	switch (change.kind) {
		case 'text':
			return <Parts parts={change.parts} />
		case 'html':
			return change.parts.length > 0 ? <Parts parts={change.parts} /> : <Note text={change.note ?? ''} />
		case 'list':
			return (
				<div className="grid gap-1">
					{change.removed.length > 0 || change.added.length > 0 ? (
						<ul className="grid gap-1">
							{change.removed.map((item, index) => (
								<li key={`r${index}`}>
									<Removed>{item}</Removed>
								</li>
							))}
							{change.added.map((item, index) => (
								<li key={`a${index}`}>
									<Added>{item}</Added>
								</li>
							))}
						</ul>
					) : null}
					{change.note ? <Note text={change.note} /> : null}
				</div>
			)
		case 'flag':
		case 'date':
			return (
				<p>
					<del className={delClass}>
						<span className="sr-only">was: </span>
						{change.before}
					</del>
					<span aria-hidden="true"> → </span>
					<span className="sr-only">, </span>
					<ins className={insClass}>
						<span className="sr-only">now: </span>
						{change.after}
					</ins>
				</p>
			)
		case 'too-large':
			return <Note text={change.note} />
	}
}

function Parts({ parts }: { parts: readonly DiffPart[] }) {
	return (
		<p className="whitespace-pre-wrap">
			{parts.map((part, index) =>
				part.added ? (
					<Added key={index}>{part.value}</Added>
				) : part.removed ? (
					<Removed key={index}>{part.value}</Removed>
				) : part.omitted ? (
					<span key={index} className="text-muted-foreground">
						<span aria-hidden="true">{part.value}</span>
						<span className="sr-only">(unchanged text not shown)</span>
					</span>
				) : (
					<span key={index}>{part.value}</span>
				),
			)}
		</p>
	)
}

function Added({ children }: { children: string }) {
	return (
		<ins className={insClass}>
			<span className="sr-only">added: </span>
			{children}
		</ins>
	)
}

function Removed({ children }: { children: string }) {
	return (
		<del className={delClass}>
			<span className="sr-only">removed: </span>
			{children}
		</del>
	)
}

function Note({ text }: { text: string }) {
	return <p className="text-muted-foreground italic">{text}</p>
}
