import { clientScripts, type ClientScriptName } from './scripts.ts'

/**
 * One of the framework-free scripts of app/client, inlined where it is
 * rendered, as a module (so it runs once the document is parsed, in document
 * order). The page only names it; the document's Content-Security-Policy
 * allows it by its hash (decision 0034).
 */
export function ClientScript({ name }: { name: ClientScriptName }) {
	return <script type="module" dangerouslySetInnerHTML={{ __html: clientScripts[name] }} />
}
