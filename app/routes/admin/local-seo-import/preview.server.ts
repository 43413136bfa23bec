import { IMPORT_LIMITS, rowsToJson, type ImportPreview, type PreviewRow } from '#app/.server/data/local-seo/ranking-import.ts'

/** How many rows of each kind the preview page lists (the counts cover them all). */
export const SHOWN_ROWS = 200

export type PreviewAnswer = {
	kind: 'preview'
	fileName: string
	counts: ImportPreview['counts']
	errors: Extract<PreviewRow, { ok: false }>[]
	valid: Extract<PreviewRow, { ok: true }>[]
	/** The valid rows for the confirmation form (checked again by the server when it comes back). */
	rowsJson: string
}

/** What the preview page needs of a preview: its counts, the first rows of each kind, and the rows to confirm. */
export function previewAnswer(fileName: string, preview: ImportPreview): PreviewAnswer {
	const errors: PreviewAnswer['errors'] = []
	const valid: PreviewAnswer['valid'] = []
	for (const row of preview.rows) {
		if (!row.ok && errors.length < SHOWN_ROWS) errors.push(row)
		if (row.ok && valid.length < SHOWN_ROWS) valid.push(row)
	}
	return { kind: 'preview', fileName, counts: preview.counts, errors, valid, rowsJson: rowsToJson(preview.valid) }
}

export const importLimitsText = `Up to ${IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB and ${IMPORT_LIMITS.maxRows.toLocaleString('en-GB')} rows.`

/** The success message's search parameter value, e.g. `imported-12`, and back. */
export const importedNotice = (count: number) => `imported-${count}`
export function importedMessage(notice: string | null): Record<string, string> {
	const count = /^imported-(\d{1,5})$/.exec(notice ?? '')?.[1]
	if (count === undefined) return {}
	const n = Number(count)
	return { [notice!]: `Imported ${n} ${n === 1 ? 'position' : 'positions'}` }
}
