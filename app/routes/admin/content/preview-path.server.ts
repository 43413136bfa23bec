import type { ContentEntity } from '#app/domain/content/editing.ts'

/**
 * PLACEHOLDER until `#app/.server/content/preview.ts` (the public helper's
 * signed preview URLs) is merged: the lead replaces this module's use with
 * `previewPath` from there. The address has the right shape but no signature.
 */
export function previewPath(entity: ContentEntity, id: number): string {
	return `/preview/${entity === 'case_study' ? 'case-study' : 'article'}/${id}/0/x`
}
