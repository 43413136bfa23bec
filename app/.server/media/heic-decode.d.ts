// The package ships no types; this is the part we use.
declare module 'heic-decode' {
	type DecodedImage = { width: number; height: number; data: Uint8ClampedArray }
	type HeifImage = { width: number; height: number; decode: () => Promise<DecodedImage> }
	type Decode = ((input: { buffer: ArrayBufferLike | Uint8Array }) => Promise<DecodedImage>) & {
		all: (input: { buffer: ArrayBufferLike | Uint8Array }) => Promise<HeifImage[] & { dispose: () => void }>
	}
	const decode: Decode
	export default decode
}
