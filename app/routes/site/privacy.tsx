// Placeholder while this page is being built (issue 3).
export default function Placeholder() {
	return null
}
