import { MessageSquareText, ShieldCheck } from '#app/components/ui/icon.tsx'
import { usePublicSettings } from '#app/utils/root-data.ts'

/**
 * What a review card shows besides the review (issue 25), wherever reviews
 * are quoted: the "Verified customer" mark of a review sent through a review
 * request, and the business's public reply beneath it. Both are text:
 * React escapes the reply, so markup in it shows as typed.
 */

export function VerifiedCustomer() {
	return (
		<span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
			<ShieldCheck aria-hidden className="size-4" />
			Verified customer
		</span>
	)
}

/** The reply beneath a review, signed with the business's name (nothing when there is no reply). */
export function ReviewReply({ reply }: { reply: string | null }) {
	return reply ? <ReplyBox reply={reply} /> : null
}

function ReplyBox({ reply }: { reply: string }) {
	const { businessName } = usePublicSettings()
	return (
		<div className="mt-4 rounded-md border-l-4 border-primary bg-muted px-4 py-3 text-sm" data-review-reply>
			<p className="flex items-center gap-1.5 font-semibold">
				<MessageSquareText aria-hidden className="size-4 text-primary" />
				Reply from {businessName}
			</p>
			<p className="mt-1 whitespace-pre-line text-foreground">{reply}</p>
		</div>
	)
}
