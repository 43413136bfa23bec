import { createContext, useContext, type ReactNode } from 'react'

/** The per-request CSP nonce; empty in the browser (browsers hide nonces from the DOM). */
const NonceContext = createContext('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
	return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export const useNonce = () => useContext(NonceContext)
