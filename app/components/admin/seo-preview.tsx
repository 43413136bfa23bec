/*
 * PLACEHOLDER (core helper) until the editor helper's search-result preview is
 * merged: the same props, a plain rendering.
 */
export function SeoPreview({ title, description, path }: { title: string; description: string; path: string }) {
	return (
		<div className="grid gap-1 rounded-md border border-border p-3 text-sm" aria-label="Search result preview">
			<p className="truncate text-muted-foreground">{path}</p>
			<p className="font-semibold text-primary">{title}</p>
			<p className="text-muted-foreground">{description}</p>
		</div>
	)
}
