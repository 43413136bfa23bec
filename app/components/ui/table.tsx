/** The header row of an admin data table: one column heading per label (`cellClassName`: the cells' padding, for a table that must fit a phone). */
export function TableHeader({ columns, cellClassName = 'px-4 py-3' }: { columns: readonly string[]; cellClassName?: string }) {
	return (
		<thead className="border-b border-border bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
			<tr>
				{columns.map((column) => (
					<th key={column} scope="col" className={`${cellClassName} font-semibold`}>
						{column}
					</th>
				))}
			</tr>
		</thead>
	)
}
