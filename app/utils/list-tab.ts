/**
 * The query an admin list's action redirects with and its page reads, held
 * here so the server half imports no UI component.
 */

/** After a delete: how many stored files could not be removed (logged; the row is gone either way). */
export const MEDIA_LEFT_PARAM = 'media_left'
