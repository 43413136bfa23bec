/** The header row of an admin data table: one column heading per label. */
export function TableHeader({ columns }: { columns: readonly string[] }) {
	return (
		<thead className="border-b border-border bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
			<tr>
				{columns.map((column) => (
					<th key={column} scope="col" className="px-4 py-3 font-semibold">
						{column}
					</th>
				))}
			</tr>
		</thead>
	)
}
