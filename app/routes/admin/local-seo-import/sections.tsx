import { Form } from 'react-router'

import { SubmitButton } from '#app/components/admin/submit-button.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Upload } from '#app/components/ui/icon.tsx'
import { TableHeader } from '#app/components/ui/table.tsx'

import type { PreviewAnswer } from './preview.server.ts'

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`

/** The upload form: a plain multipart form, so it works without JavaScript. */
export function UploadForm({ error, limits }: { error: string | null; limits: string }) {
	return (
		<Form method="post" encType="multipart/form-data" className="grid max-w-xl gap-4 rounded-lg border border-border p-5">
			<Field
				label="CSV file"
				required
				error={error}
				hint={
					<>
						A header row naming the columns <strong>keyword</strong>, <strong>location</strong>, <strong>position</strong> and{' '}
						<strong>date</strong> (in any order; “Rank”, “Search location” and “Checked on” also work). Dates as 2026-11-03 or 03/11/2026.{' '}
						{limits}
					</>
				}
			>
				{(control) => <input {...control} type="file" name="file" accept=".csv,text/csv" required className="text-sm" />}
			</Field>
			<div>
				<SubmitButton intent="preview">
					<Upload aria-hidden />
					Preview import
				</SubmitButton>
			</div>
		</Form>
	)
}

/** What the import will do, the rows it cannot take (with why), and the button that applies it. */
export function ImportPreview({ preview }: { preview: PreviewAnswer }) {
	const { counts, errors, valid, fileName } = preview
	return (
		<section aria-labelledby="import-preview-title" className="grid gap-4">
			<h3 id="import-preview-title" className="text-lg font-semibold">
				Preview of {fileName}
			</h3>
			<Alert variant={counts.errors > 0 ? 'error' : 'info'}>
				<p>
					{plural(counts.positions, 'position', 'positions')} to record: {plural(counts.existingRankings, 'ranking', 'rankings')} already
					tracked, {plural(counts.newRankings, 'new ranking', 'new rankings')} to add.
					{counts.errors > 0 ? ` ${plural(counts.errors, 'row', 'rows')} with problems will be left out.` : ''}
				</p>
				<p>Nothing has been saved yet.</p>
			</Alert>
			{counts.positions > 0 ? (
				<Form method="post">
					<input type="hidden" name="rows" value={preview.rowsJson} />
					<SubmitButton intent="confirm">Import {plural(counts.positions, 'position', 'positions')}</SubmitButton>
				</Form>
			) : null}
			{errors.length > 0 ? (
				<RowsTable
					caption={`Rows with problems${errors.length < counts.errors ? ` (the first ${errors.length} of ${counts.errors})` : ''}`}
					columns={['Row', 'Keyword', 'Location', 'Position', 'Date', 'Problem']}
					rows={errors.map((row) => [
						String(row.row),
						row.values.keyword,
						row.values.location,
						row.values.position,
						row.values.date,
						row.error,
					])}
				/>
			) : null}
			{valid.length > 0 ? (
				<RowsTable
					caption={`Positions to import${valid.length < counts.positions ? ` (the first ${valid.length} of ${counts.positions})` : ''}`}
					columns={['Row', 'Keyword', 'Location', 'Position', 'Date', 'Ranking']}
					rows={valid.map((row) => [
						String(row.row),
						row.data.keyword,
						row.data.location,
						String(row.data.position),
						row.data.date,
						row.ranking === 'new' ? 'New' : 'Existing',
					])}
				/>
			) : null}
		</section>
	)
}

function RowsTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: string[][] }) {
	return (
		<div className="overflow-x-auto rounded-lg border border-border">
			<table className="w-full text-left text-sm">
				<caption className="px-4 py-3 text-left font-semibold">{caption}</caption>
				<TableHeader columns={columns} />
				<tbody>
					{rows.map((cells) => (
						<tr key={cells[0]} className="border-b border-border last:border-0">
							{cells.map((cell, index) => (
								<td key={index} className={index === cells.length - 1 ? 'px-4 py-2' : 'px-4 py-2 whitespace-nowrap'}>
									{cell}
								</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
