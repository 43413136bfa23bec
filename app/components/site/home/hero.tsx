import { Phone, Siren } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { HeroImage } from '#app/assets/hero/index.ts'
import { Button } from '#app/components/ui/button.tsx'
import { heroTimings } from '#app/content/business.ts'
import { cn } from '#app/utils/cn.ts'
import { telHref } from '#app/utils/contact.ts'
import { usePrefersReducedMotion } from '#app/utils/use-reduced-motion.ts'

export const heroImageSizes = '100vw'

export const srcSet = (sources: HeroImage['avif']) =>
	sources.map((source) => `${source.src} ${source.width}w`).join(', ')

/** The hero's background: a responsive <picture>, AVIF first, WebP as the fallback. */
function HeroPicture({ image, priority }: { image: HeroImage; priority: boolean }) {
	const fallback = image.webp.find((source) => source.width >= 1024) ?? image.webp[image.webp.length - 1]
	return (
		<picture>
			<source type="image/avif" srcSet={srcSet(image.avif)} sizes={heroImageSizes} />
			<source type="image/webp" srcSet={srcSet(image.webp)} sizes={heroImageSizes} />
			<img
				src={fallback?.src}
				alt={image.alt}
				width={image.width}
				height={image.height}
				fetchPriority={priority ? 'high' : 'low'}
				loading={priority ? 'eager' : 'lazy'}
				decoding="async"
				draggable={false}
				className="absolute inset-0 size-full object-cover"
			/>
		</picture>
	)
}

/** Calls `onTick` every `ms` while `active`; restarts whenever `resetKey` changes. */
function useInterval(onTick: () => void, ms: number, active: boolean, resetKey: unknown) {
	useEffect(() => {
		if (!active) return
		const id = window.setInterval(onTick, ms)
		return () => window.clearInterval(id)
		// eslint-disable-next-line react-hooks/exhaustive-deps -- onTick only sets state
	}, [ms, active, resetKey])
}

/** Becomes true once the page has finished loading, so extra slides never compete with the first paint. */
function usePageLoaded() {
	const [loaded, setLoaded] = useState(false)
	useEffect(() => {
		if (document.readyState === 'complete') return setLoaded(true)
		const onLoad = () => setLoaded(true)
		window.addEventListener('load', onLoad, { once: true })
		return () => window.removeEventListener('load', onLoad)
	}, [])
	return loaded
}

/**
 * The rotating hero: four backgrounds every 6 s with dots to jump to one, and
 * four headlines every 4 s with a 300 ms fade. Still when the visitor prefers
 * reduced motion; the server renders the first slide and headline, which is
 * also what visitors without JavaScript see.
 */
export function Hero({
	images,
	headlines,
	intro,
	phone,
}: {
	images: readonly HeroImage[]
	headlines: readonly string[]
	intro: string
	phone: string
}) {
	const reducedMotion = usePrefersReducedMotion()
	const pageLoaded = usePageLoaded()
	const [slide, setSlide] = useState(0)
	const [requested, setRequested] = useState<ReadonlySet<number>>(() => new Set([0]))
	const [headline, setHeadline] = useState(0)
	const [headlineVisible, setHeadlineVisible] = useState(true)

	const showSlide = (index: number) => {
		setSlide(index)
		setRequested((current) => (current.has(index) ? current : new Set(current).add(index)))
	}

	useInterval(() => setSlide((current) => (current + 1) % images.length), heroTimings.slideMs, pageLoaded && !reducedMotion, slide)

	useInterval(
		() => {
			setHeadlineVisible(false)
			window.setTimeout(() => {
				setHeadline((current) => (current + 1) % headlines.length)
				setHeadlineVisible(true)
			}, heroTimings.fadeMs)
		},
		heroTimings.headlineMs,
		!reducedMotion,
		null,
	)

	const shouldRender = (index: number) => index === 0 || requested.has(index) || (pageLoaded && !reducedMotion)

	return (
		<section aria-label="Introduction" className="relative isolate overflow-hidden bg-primary text-white">
			<div className="absolute inset-0 -z-10" onContextMenu={(event) => event.preventDefault()}>
				{images.map((image, index) =>
					shouldRender(index) ? (
						<div
							key={image.alt}
							aria-hidden={index !== slide}
							className={cn(
								'absolute inset-0 transition-opacity duration-1000 ease-in-out',
								index === slide ? 'opacity-100' : 'opacity-0',
							)}
						>
							<HeroPicture image={image} priority={index === 0} />
						</div>
					) : null,
				)}
				<div className="absolute inset-0 bg-gradient-to-r from-slate-950/90 via-slate-950/70 to-slate-950/35" />
			</div>

			<div className="container-page flex min-h-[600px] flex-col justify-center py-16 md:min-h-[640px]">
				<p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
					West &amp; Central London · Established 2020
				</p>
				<h1
					className={cn(
						'mt-4 max-w-3xl min-h-[2.5em] text-4xl leading-tight font-extrabold transition-opacity duration-300 sm:text-5xl lg:text-6xl',
						headlineVisible ? 'opacity-100' : 'opacity-0',
					)}
				>
					{headlines[headline]}
				</h1>
				<p className="mt-5 max-w-2xl text-lg text-slate-100">{intro}</p>

				<div className="mt-8 flex flex-wrap gap-3">
					<Button asChild variant="cta" size="lg">
						<Link to="/contact">Get Free Quote</Link>
					</Button>
					<Button asChild variant="emergency" size="lg">
						<Link to="/emergency">
							<Siren aria-hidden />
							24/7 Emergency
						</Link>
					</Button>
					<Button asChild variant="outline-inverse" size="lg" className="hidden sm:inline-flex">
						<a href={telHref(phone)}>
							<Phone aria-hidden />
							{phone}
						</a>
					</Button>
				</div>

				<div
					role="group"
					aria-label="Choose a background image"
					className="mt-10 flex items-center gap-1"
				>
					{images.map((image, index) => (
						<button
							key={image.alt}
							type="button"
							onClick={() => showSlide(index)}
							aria-label={`Show image ${index + 1} of ${images.length}`}
							aria-pressed={index === slide}
							className="group flex size-11 items-center justify-center rounded-full"
						>
							<span
								className={cn(
									'block h-2.5 rounded-full transition-all',
									index === slide ? 'w-8 bg-amber-400' : 'w-2.5 bg-white/60 group-hover:bg-white',
								)}
							/>
						</button>
					))}
				</div>
			</div>
		</section>
	)
}
