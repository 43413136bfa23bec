/**
 * How a rich-text body looks, element by element: the stored HTML has no
 * classes (decision 0039), so the editor's content area styles its elements
 * the way the public page does, and the owner sees what visitors will.
 */
export const richTextContentClass = [
	'text-base leading-relaxed text-foreground',
	'[&_p]:my-3 [&_p:first-child]:mt-0',
	'[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight',
	'[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug',
	'[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:text-lg [&_h4]:font-semibold',
	'[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li_p]:my-0',
	'[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic',
	'[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
	'[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
	'[&_figcaption]:text-sm [&_figcaption]:text-muted-foreground',
	'[&_.tableWrapper]:my-4 [&_.tableWrapper]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
	'[&_td]:border [&_td]:border-border [&_td]:p-2 [&_td]:align-top [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left [&_th]:font-semibold',
	'[&_hr]:my-6 [&_hr]:border-border',
].join(' ')
