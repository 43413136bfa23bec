/**
 * The lucide icons the app draws, under the names lucide-react exports them
 * by, one name per icon (decision 0036). Each renders an inline <svg>, hidden
 * from assistive technology (aria-hidden="true") unless it is given an
 * accessible name or role (`aria-label`, `aria-labelledby`, `role`, `title`).
 * They are generated from lucide-react's own components by `npm run icons`
 * (add a name to scripts/generate-icons.ts to add one); each is a separate
 * export, so a bundle holds only the icons it draws.
 */
export * from './icons.generated.ts'
export type { IconComponent, IconProps } from './icon-drawing.tsx'
