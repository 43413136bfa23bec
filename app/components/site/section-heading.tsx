import { cn } from '#app/utils/cn.ts'

export function SectionHeading({
	id,
	title,
	text,
	className,
	align = 'center',
}: {
	id: string
	title: string
	text?: string
	className?: string
	align?: 'center' | 'left'
}) {
	return (
		<div className={cn(align === 'center' && 'mx-auto text-center', 'max-w-2xl', className)}>
			<h2 id={id} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
				{title}
			</h2>
			{text ? <p className="mt-3 text-lg text-muted-foreground">{text}</p> : null}
		</div>
	)
}
