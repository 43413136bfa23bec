/** Pages holding private data (sign-in, admin): never cached, never indexed. */
export const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const
