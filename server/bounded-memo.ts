/** Entries a per-request memo keeps; emptied when full, so a flood of new keys costs a clear, never memory. */
const MEMO_SIZE = 1_000

/**
 * Remembers `value` under `key` in a bounded memo of the request path (the
 * page views, the metrics' route labels): a full memo is emptied first, and a
 * key longer than `maxKeyLength` is worked out each time instead of kept.
 */
export function remember<V>(memo: Map<string, V>, key: string, value: V, maxKeyLength = Number.POSITIVE_INFINITY): V {
	if (memo.size >= MEMO_SIZE) memo.clear()
	if (key.length <= maxKeyLength) memo.set(key, value)
	return value
}
