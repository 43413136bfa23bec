import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'

type Variant = BadgeProps['variant']

const statusVariants: Record<string, Variant> = {
	new: 'default',
	contacted: 'secondary',
	closed: 'success',
	spam: 'outline',
}

const statusLabels: Record<string, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed', spam: 'Spam' }

export const enquiryStatusLabel = (status: string) => statusLabels[status] ?? status

export function EnquiryStatusBadge({ status }: { status: string }) {
	return <Badge variant={statusVariants[status] ?? 'outline'}>{enquiryStatusLabel(status)}</Badge>
}

const deliveryVariants: Record<string, Variant> = {
	Sent: 'success',
	Failed: 'warning',
	Queued: 'secondary',
	'No e-mail': 'outline',
}

/** The e-mail delivery of an enquiry (Sent, Failed, Queued, No e-mail). */
export function DeliveryBadge({ delivery }: { delivery: string }) {
	return <Badge variant={deliveryVariants[delivery] ?? 'outline'}>{delivery}</Badge>
}
