import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import type { DeliveryStatus, EnquiryStatus } from '#app/domain/enquiry/status.ts'

type Variant = BadgeProps['variant']

const statusBadges: Record<EnquiryStatus, { label: string; variant: Variant }> = {
	new: { label: 'New', variant: 'default' },
	contacted: { label: 'Contacted', variant: 'secondary' },
	closed: { label: 'Closed', variant: 'success' },
	spam: { label: 'Spam', variant: 'outline' },
}

export const enquiryStatusLabel = (status: EnquiryStatus) => statusBadges[status].label

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
	return <Badge variant={statusBadges[status].variant}>{statusBadges[status].label}</Badge>
}

const deliveryVariants: Record<DeliveryStatus, Variant> = {
	Sent: 'success',
	Failed: 'warning',
	Queued: 'secondary',
	'No email': 'outline',
}

/** The e-mail delivery of an enquiry (Sent, Failed, Queued, No email). */
export function DeliveryBadge({ delivery }: { delivery: DeliveryStatus }) {
	return <Badge variant={deliveryVariants[delivery]}>{delivery}</Badge>
}
