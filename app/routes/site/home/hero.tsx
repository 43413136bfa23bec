import { Link } from 'react-router'

import type { HeroImage } from '#app/assets/hero/index.ts'
import { ClientScript } from '#app/client/client-script.tsx'
import { CallButton } from '#app/components/site/call-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Siren } from '#app/components/ui/icon.tsx'
import { established } from '#app/domain/settings/business.ts'
import { cn } from '#app/utils/cn.ts'

export const heroImageSizes = '100vw'

export const srcSet = (sources: HeroImage['avif']) => sources.map((source) => `${source.src} ${source.width}w`).join(', ')

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
				decoding="async"
				draggable={false}
				className="absolute inset-0 size-full object-cover"
			/>
		</picture>
	)
}

function Slide({ image, index }: { image: HeroImage; index: number }) {
	return (
		<div
			data-hero-slide={index}
			data-active={index === 0}
			aria-hidden={index !== 0}
			className="absolute inset-0 opacity-0 transition-opacity duration-1000 ease-in-out data-[active=true]:opacity-100"
		>
			<HeroPicture image={image} priority={index === 0} />
		</div>
	)
}

// A step smaller below 375px: at 36px "Refurbishment" is wider than a 320px screen's column.
const headlineClass = 'col-start-1 row-start-1 text-[2rem] leading-tight font-extrabold min-[375px]:text-4xl sm:text-5xl lg:text-6xl'

/**
 * The rotating hero: four backgrounds every 6 s with dots to jump to one, and
 * four headlines every 4 s with a 300 ms fade, still when the visitor prefers
 * reduced motion. The server renders the first slide and headline (what
 * visitors without JavaScript see); app/client/hero.js, inlined below, adds
 * the motion. Slides 2-4 wait in <template>s until the page has loaded.
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
	return (
		<section data-hero aria-label="Introduction" className="relative isolate overflow-hidden bg-primary text-white">
			<div data-hero-slides className="absolute inset-0 -z-10">
				{images.map((image, index) =>
					index === 0 ? (
						<Slide key={image.alt} image={image} index={index} />
					) : (
						<template key={image.alt} data-hero-template={index}>
							<Slide image={image} index={index} />
						</template>
					),
				)}
				<div className="absolute inset-0 bg-gradient-to-r from-slate-950/90 via-slate-950/70 to-slate-950/35" />
			</div>

			<div className="container-page flex min-h-[600px] flex-col justify-center py-16 md:min-h-[640px]">
				<p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
					West &amp; Central London · Established {established}
				</p>
				{/*
				 * Every headline is laid out, invisibly, in the same cell as the one
				 * shown: the block is as tall as the longest at any width, so nothing
				 * below it moves when the headline changes.
				 */}
				<div className="mt-4 grid max-w-3xl">
					{headlines.map((text) => (
						<p key={text} aria-hidden className={cn(headlineClass, 'invisible')}>
							{text}
						</p>
					))}
					<h1
						data-hero-headline
						data-headlines={JSON.stringify(headlines)}
						className={cn(headlineClass, 'transition-opacity duration-300 data-[fading=true]:opacity-0')}
					>
						{headlines[0]}
					</h1>
				</div>
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
					<CallButton phone={phone} className="hidden sm:inline-flex" />
				</div>

				{/*
				 * On a phone the dots touch (still 44px targets each), so they stay
				 * clear of the floating Emergency button, which passes the same row.
				 */}
				<div role="group" aria-label="Choose a background image" className="mt-10 flex items-center sm:gap-1">
					{images.map((image, index) => (
						<button
							key={image.alt}
							type="button"
							data-hero-dot={index}
							aria-label={`Show image ${index + 1} of ${images.length}`}
							aria-pressed={index === 0}
							className="group flex size-11 items-center justify-center rounded-full"
						>
							{/* Size changes by transform only: the dots never move anything. */}
							<span className="block size-2.5 rounded-full bg-white/60 transition-[transform,background-color] group-hover:bg-white group-aria-pressed:scale-150 group-aria-pressed:bg-amber-400" />
						</button>
					))}
				</div>
			</div>
			<ClientScript name="hero" />
		</section>
	)
}
