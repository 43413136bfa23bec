import { eq, sql } from 'drizzle-orm'

import type { StageChange } from '#app/domain/enquiry/stage.ts'

import { inTransaction, type Database } from '../db/index.ts'
import { enquiries, enquiryEvents, users, type EnquiryEventRow } from '../db/schema/index.ts'

/**
 * The admin's writes to an enquiry's pipeline (issue 24): its stage, next
 * action and notes. Each change and its timeline event are written in one
 * transaction (a savepoint inside an admin action's audited one), the event
 * naming the admin who made it.
 */

/** Who made a change: the signed-in admin's user id (the name is read from the account as it is now). */
export type EventActor = { id: string }

export type NewEnquiryEvent = Pick<EnquiryEventRow, 'kind'> &
	Partial<Pick<EnquiryEventRow, 'fromStage' | 'toStage' | 'body' | 'valuePence' | 'nextActionOn' | 'outboxId'>>

/**
 * Writes one timeline event of `enquiryId` with `tx` (the transaction of the
 * change it records), naming `actor` by id and by the account's name (its
 * e-mail when the name is blank), which stays when the account is gone.
 * `actor` null: done by the system. Returns the event's id.
 */
export async function recordEvent(tx: Database, enquiryId: string, actor: EventActor | null, event: NewEnquiryEvent): Promise<string> {
	const actorName = actor
		? sql`(select coalesce(nullif(trim(${users.name}), ''), ${users.email}) from ${users} where ${users.id} = ${actor.id})`
		: null
	const [row] = await tx
		.insert(enquiryEvents)
		.values({ ...event, enquiryId, actorId: actor?.id ?? null, actorName })
		.returning({ id: enquiryEvents.id })
	return row!.id
}

/** The enquiry's row, locked until the transaction ends (two admins changing it at once queue, and each event's "from" is true). */
async function lockEnquiry(tx: Database, id: string) {
	const [row] = await tx
		.select({ stage: enquiries.stage, lostReason: enquiries.lostReason, valuePence: enquiries.valuePence })
		.from(enquiries)
		.where(eq(enquiries.id, id))
		.for('update')
	return row ?? null
}

export type WriteResult = 'changed' | 'unchanged' | 'missing'

/**
 * Moves the enquiry to `change.stage`. Lost keeps its reason (cleared on
 * leaving Lost); Quoted and Won set the value, which other stages leave as it
 * was (a lost quote still says what it was worth). Nothing is written when
 * nothing changes.
 */
export function changeStage(id: string, actor: EventActor | null, change: StageChange): Promise<WriteResult> {
	return inTransaction(async (tx) => {
		const current = await lockEnquiry(tx, id)
		if (!current) return 'missing'
		const lostReason = change.stage === 'lost' ? change.lostReason : null
		const valuePence = change.valuePence ?? current.valuePence
		if (current.stage === change.stage && current.lostReason === lostReason && current.valuePence === valuePence) return 'unchanged'
		await tx
			.update(enquiries)
			.set({
				stage: change.stage,
				lostReason,
				valuePence,
				updatedAt: new Date(),
				...(current.stage === change.stage ? {} : { stageChangedAt: new Date() }),
			})
			.where(eq(enquiries.id, id))
		await recordEvent(tx, id, actor, {
			kind: 'stage',
			fromStage: current.stage,
			toStage: change.stage,
			body: lostReason,
			valuePence: change.valuePence,
		})
		return 'changed'
	})
}

/** Sets the next action (a London day and a note), or clears it with null. */
export function setNextAction(
	id: string,
	actor: EventActor | null,
	next: { on: string; note: string | null } | null,
): Promise<WriteResult> {
	return inTransaction(async (tx) => {
		const [current] = await tx
			.select({ on: enquiries.nextActionOn, note: enquiries.nextActionNote })
			.from(enquiries)
			.where(eq(enquiries.id, id))
			.for('update')
		if (!current) return 'missing'
		const on = next?.on ?? null
		const note = next?.note ?? null
		if (current.on === on && current.note === note) return 'unchanged'
		await tx.update(enquiries).set({ nextActionOn: on, nextActionNote: note, updatedAt: new Date() }).where(eq(enquiries.id, id))
		await recordEvent(tx, id, actor, { kind: 'next_action', nextActionOn: on, body: note })
		return 'changed'
	})
}

/** Adds a note to the timeline. */
export function addNote(id: string, actor: EventActor | null, note: string): Promise<WriteResult> {
	return inTransaction(async (tx) => {
		// Locked like the others, so a note never lands on an enquiry being erased.
		const [current] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id)).for('update')
		if (!current) return 'missing'
		await recordEvent(tx, id, actor, { kind: 'note', body: note })
		return 'changed'
	})
}
