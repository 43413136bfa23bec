import { Badge } from '#app/components/ui/badge.tsx'
import { hasUnsavedChanges, itemStatusLabels, type ItemStatus } from '#app/domain/content/editing.ts'

/** An item's status as badges: Draft, Scheduled or Published, and "Unpublished changes" when a published one has a working copy. */
export function StatusBadges({ status, hasDraft }: { status: ItemStatus; hasDraft: boolean }) {
	return (
		<>
			<Badge variant={status === 'published' ? 'success' : status === 'scheduled' ? 'secondary' : 'outline'}>
				{itemStatusLabels[status]}
			</Badge>
			{hasUnsavedChanges(status, hasDraft) ? <Badge variant="warning">Unpublished changes</Badge> : null}
		</>
	)
}
