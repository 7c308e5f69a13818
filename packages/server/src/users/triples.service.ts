/**
 * Triples: a user's own (favourites, settings), their groups' and organisation's. Every write
 * request is one transaction: a version conflict or a refused entry leaves nothing written.
 */
import {
  TRIPLE_VALUE_LIMIT_BYTES,
  type Triple,
  type TripleLevel,
  type TriplesDeleteRequest,
  type TriplesReadRequest,
  type TriplesWriteRequest,
} from '@vitrine/contracts';
import {
  mayReadTriples,
  mayWriteTriples,
  requireLogin,
  requirePermission,
  type Caller,
  type TripleSubject,
} from '../access';
import { invalidField, tripleValueTooLarge, tripleVersionConflict } from '../errors';
import { checkText } from '../input-text';
import type { Sql, Store } from '../store';
import { circleOf, type Circle } from './circle';
import { createTriplesRepository, type TripleKey } from './triples.repository';
import type { Directory } from './users.types';

/** Thrown inside the transaction to roll it back; answered as 409 outside it. */
class Conflicts extends Error {
  constructor(readonly keys: TripleKey[]) {
    super('triple version conflict');
  }
}

export function createTriplesService(store: Store, directory: Directory) {
  const repository = createTriplesRepository(store);

  /** Whose triples `user` names, seen from the caller: their own, a group's, the organisation's. */
  function subjectOf(caller: Caller & { userId: string }, id: string, circle?: Circle) {
    const level: TripleLevel =
      id === caller.userId
        ? 'user'
        : circle?.groups.some((g) => g.uuid === id)
          ? 'usergroup'
          : circle?.organization?.uuid === id
            ? 'organization'
            : 'user';
    return { level, id, member: level !== 'user' } satisfies TripleSubject;
  }

  /** The caller's circle, read only when an entry names someone other than the caller. */
  async function subjectsOf(caller: Caller & { userId: string }, entries: TripleKey[]) {
    const others = entries.some((e) => e.user !== caller.userId);
    const circle = others ? await circleOf(directory, caller.userId) : undefined;
    return entries.map((e) => subjectOf(caller, e.user, circle));
  }

  /** 400 on NUL or a repeated key, 413 on a value over the limit (before anything is written). */
  function checkEntries(list: Array<TripleKey & { value?: string }>, field: string) {
    const seen = new Set<string>();
    list.forEach((entry, i) => {
      checkText(entry, `${field}[${i}]`);
      const id = JSON.stringify([entry.user, entry.scope, entry.key]);
      if (seen.has(id)) {
        throw invalidField(`${field}[${i}]`, 'the same user, scope and key appear twice');
      }
      seen.add(id);
      if (entry.value !== undefined && Buffer.byteLength(entry.value) > TRIPLE_VALUE_LIMIT_BYTES) {
        throw tripleValueTooLarge(`${field}[${i}].value`, TRIPLE_VALUE_LIMIT_BYTES);
      }
    });
  }

  /** Runs a write transaction; conflicts become a 409 carrying the keys' current triples. */
  async function atomically<T>(work: (tx: Sql) => Promise<T>) {
    try {
      return await store.transaction(work);
    } catch (error) {
      if (!(error instanceof Conflicts)) throw error;
      throw tripleVersionConflict(await repository.current(error.keys));
    }
  }

  return {
    async read(caller: Caller, request: TriplesReadRequest): Promise<Triple[]> {
      requireLogin(caller);
      checkText(request.scopes, 'scopes');
      const subjects: TripleSubject[] = [{ level: 'user', id: caller.userId, member: false }];
      if (request.recursive) {
        const circle = await circleOf(directory, caller.userId);
        for (const g of circle.groups)
          subjects.push({ level: 'usergroup', id: g.uuid, member: true });
        if (circle.organization) {
          subjects.push({ level: 'organization', id: circle.organization.uuid, member: true });
        }
      }
      const readable = subjects.filter((s) => mayReadTriples(caller, s)).map((s) => s.id);
      return repository.read(readable, [...new Set(request.scopes)]);
    },

    async write(caller: Caller, request: TriplesWriteRequest): Promise<Triple[]> {
      requireLogin(caller);
      checkEntries(request.write, 'write');
      const subjects = await subjectsOf(caller, request.write);
      subjects.forEach((s, i) =>
        requirePermission(mayWriteTriples(caller, s), `writing the triples of write[${i}].user`),
      );
      return atomically(async (tx) => {
        const written: Triple[] = [];
        const conflicts: TripleKey[] = [];
        for (const [i, entry] of request.write.entries()) {
          const row = await repository.put(
            tx,
            { ...entry, level: subjects[i]!.level },
            caller.userId,
          );
          if (row) written.push(row);
          else conflicts.push(entry);
        }
        if (conflicts.length) throw new Conflicts(conflicts);
        return written;
      });
    },

    async remove(caller: Caller, request: TriplesDeleteRequest) {
      requireLogin(caller);
      checkEntries(request.remove, 'remove');
      const subjects = await subjectsOf(caller, request.remove);
      subjects.forEach((s, i) =>
        requirePermission(mayWriteTriples(caller, s), `removing the triples of remove[${i}].user`),
      );
      return atomically(async (tx) => {
        const removed: Array<Omit<Triple, 'value'>> = [];
        const conflicts: TripleKey[] = [];
        for (const entry of request.remove) {
          const row = await repository.remove(tx, entry);
          if (row) removed.push(row);
          else if (row === undefined) conflicts.push(entry);
        }
        if (conflicts.length) throw new Conflicts(conflicts);
        return removed;
      });
    },
  };
}

export type TriplesService = ReturnType<typeof createTriplesService>;
