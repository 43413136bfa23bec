import { data } from 'react-router'

import { checkPreview, previewArticle, previewCaseStudy, previewEntity } from '#app/.server/content/preview.ts'
import { listRelatedArticleCards } from '#app/.server/data/articles.ts'
import { ArticlePage } from '#app/routes/site/blog-article/article-page.tsx'
import { CaseStudyPage } from '#app/routes/site/case-study/case-study-page.tsx'
import { sentWithoutJavaScript } from '#app/utils/hydration.ts'
import { usePublicSettings } from '#app/utils/root-data.ts'
import { pageMeta } from '#app/utils/route-meta.ts'

import type { Route } from './+types/preview.ts'

/**
 * The preview of an article's or a case study's working copy (decision 0042):
 * the real public page with `draft ?? row`, at a signed address that expires
 * after an hour. Never indexed and never stored, by the page cache
 * (`pageCache: false`, the no-store header and its /preview exclusion) or by
 * any other cache; a link that is not this installation's is the 404 page, an
 * expired one says so with 410.
 */
export const handle = { ...sentWithoutJavaScript, pageCache: false }

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
	return errorHeaders ?? loaderHeaders
}

const number = (value: string) => (/^[1-9]\d{0,14}$/.test(value) ? Number(value) : NaN)

export async function loader({ params }: Route.LoaderArgs) {
	const entity = previewEntity(params.entity)
	const id = number(params.id)
	const check = entity ? checkPreview(entity, id, number(params.expires), params.signature) : 'invalid'
	if (!entity || check === 'invalid') throw data(null, { status: 404, headers: privateHeaders })
	if (check === 'expired') return data({ kind: 'expired' as const }, { status: 410, headers: privateHeaders })
	if (entity === 'article') {
		const article = await previewArticle(id)
		if (!article) throw data(null, { status: 404, headers: privateHeaders })
		return data({ kind: 'article' as const, article, related: await listRelatedArticleCards(article) }, { headers: privateHeaders })
	}
	const study = await previewCaseStudy(id)
	if (!study) throw data(null, { status: 404, headers: privateHeaders })
	return data({ kind: 'case-study' as const, study }, { headers: privateHeaders })
}

export const meta: Route.MetaFunction = (args) => {
	const loaderData = args.loaderData
	const title =
		loaderData?.kind === 'article'
			? `Preview: ${loaderData.article.title}`
			: loaderData?.kind === 'case-study'
				? `Preview: ${loaderData.study.title}`
				: 'This preview link has expired'
	return pageMeta(args, { title, description: 'A preview of unpublished changes.', noindex: true })
}

export default function Preview({ loaderData }: Route.ComponentProps) {
	const { phone, caseStudyPictures } = usePublicSettings()
	if (loaderData.kind === 'expired') {
		return (
			<section className="container-page py-20 text-center">
				<h1 className="text-3xl font-bold">This preview link has expired</h1>
				<p className="mt-3 text-muted-foreground">Preview links work for an hour. Open the preview again from the editor for a new one.</p>
			</section>
		)
	}
	if (loaderData.kind === 'article') return <ArticlePage article={loaderData.article} related={loaderData.related} phone={phone} />
	return <CaseStudyPage study={loaderData.study} overrides={caseStudyPictures} phone={phone} />
}
