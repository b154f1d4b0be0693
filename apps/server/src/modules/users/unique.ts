import { refusingTaken } from '../../errors';

/** A taken username, email or employee code is a 409 naming the field, in UNIQUE_CONFLICTS' words (db/unique-conflicts.ts). */
export const withUniqueCheck = <T>(work: () => Promise<T>): Promise<T> => refusingTaken(work);
