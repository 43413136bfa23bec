/** One photo sent with an enquiry, as the enquiry page's loader lists it. */
export type EnquiryPhotoView = { id: string; name: string; width: number; height: number; bytes: number }

/** The authorised address of a photo (admins only, never cached; decision 0048). */
export const enquiryPhotoUrl = (enquiryId: string, photoId: string, size: 'full' | 'thumb' = 'full') =>
	`/admin/enquiries/${enquiryId}/photos/${photoId}${size === 'thumb' ? '?size=thumb' : ''}`

const sizeOf = (bytes: number) =>
	bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/**
 * The photos sent with the enquiry: thumbnails (loaded as they scroll into
 * view), two to a row on a phone; a tap opens the photo at full size. Each
 * is named by the visitor's file name, its alternative text too.
 */
export function EnquiryPhotos({ enquiryId, photos }: { enquiryId: string; photos: readonly EnquiryPhotoView[] }) {
	if (photos.length === 0) return null
	return (
		<section
			id="photos"
			aria-labelledby="enquiry-photos-title"
			className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:p-5"
		>
			<h3 id="enquiry-photos-title" className="text-base font-semibold">
				Photos ({photos.length})
			</h3>
			<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
				{photos.map((photo) => (
					<li key={photo.id} className="min-w-0">
						<a
							href={enquiryPhotoUrl(enquiryId, photo.id)}
							className="group grid gap-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
						>
							<img
								src={enquiryPhotoUrl(enquiryId, photo.id, 'thumb')}
								alt={photo.name}
								loading="lazy"
								decoding="async"
								width={photo.width}
								height={photo.height}
								className="aspect-square w-full rounded-md border border-border bg-muted object-cover"
							/>
							<span className="truncate text-sm font-medium group-hover:underline">{photo.name}</span>
							<span className="text-xs text-muted-foreground">
								{photo.width} × {photo.height} · {sizeOf(photo.bytes)}
							</span>
						</a>
					</li>
				))}
			</ul>
		</section>
	)
}
