/** The Cookie header a browser would send back after an answer with these headers. */
export const cookieHeader = (headers: Headers) =>
	headers
		.getSetCookie()
		.map((line) => line.split(';')[0])
		.join('; ')

/** Signs in through a running server's sign-in form, as a browser does; the Cookie header of the session. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
	const response = await fetch(`${baseUrl}/auth`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
		body: new URLSearchParams({ email, password }),
	})
	const cookie = cookieHeader(response.headers)
	if (!cookie) throw new Error(`Sign-in on ${baseUrl} failed (${response.status})`)
	return cookie
}
