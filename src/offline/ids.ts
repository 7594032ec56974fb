import { uuidv7 } from 'uuidv7'

/** A new id, made offline: UUIDv7 (time-ordered, so outbox entries sort in the order they were made). */
export const newId = (): string => uuidv7()
