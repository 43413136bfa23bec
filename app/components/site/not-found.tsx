import { Link } from 'react-router'

import { Button } from '#app/components/ui/button.tsx'

/** The not-found page: 404 Page not found, with links to / and /contact. */
export function NotFound() {
	return (
		<section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
			<p className="text-7xl font-extrabold text-primary">404</p>
			<h1 className="mt-4 text-3xl font-bold">Page not found</h1>
			<p className="mt-3 max-w-md text-muted-foreground">
				Sorry, we couldn't find that page. It may have moved, or the address may be mistyped.
			</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Button asChild size="lg">
					<Link to="/">Go to the home page</Link>
				</Button>
				<Button asChild size="lg" variant="outline">
					<Link to="/contact">Contact us</Link>
				</Button>
			</div>
		</section>
	)
}
