/**
 * One instance per process, even when Vite re-evaluates modules in development
 * or when two bundles (the server entry and the app build) import the same module.
 */
export function singleton<T>(name: string, create: () => T): T {
	const store = globalThis as typeof globalThis & { __singletons?: Map<string, unknown> }
	store.__singletons ??= new Map()
	if (!store.__singletons.has(name)) store.__singletons.set(name, create())
	return store.__singletons.get(name) as T
}
