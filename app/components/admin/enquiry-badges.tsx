import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import type { DueState } from '#app/domain/enquiry/pipeline.ts'
import { enquiryStageLabels, type DeliveryStatus, type EnquiryStage } from '#app/domain/enquiry/stage.ts'

type Variant = BadgeProps['variant']

const stageVariants: Record<EnquiryStage, Variant> = {
	new: 'default',
	contacted: 'secondary',
	survey_booked: 'secondary',
	quoted: 'secondary',
	won: 'success',
	lost: 'outline',
	spam: 'outline',
}

export function EnquiryStageBadge({ stage }: { stage: EnquiryStage }) {
	return <Badge variant={stageVariants[stage]}>{enquiryStageLabels[stage]}</Badge>
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

const dueLabels: Record<DueState, string> = { overdue: 'Overdue', today: 'Due today', upcoming: 'Next action set' }
const dueVariants: Record<DueState, Variant> = { overdue: 'emergency', today: 'warning', upcoming: 'outline' }

/** Where the next action stands (see dueState): overdue, due today, or later. */
export function DueBadge({ due }: { due: DueState }) {
	return <Badge variant={dueVariants[due]}>{dueLabels[due]}</Badge>
}
