/** The item states that get a badge, and its colour: every state that is not public. */
export const MARKED = {
  draft: 'error',
  suppressed: 'default',
  draft_and_suppressed: 'error',
} as const;

export type Marked = keyof typeof MARKED;

export const isMarked = (state: string | undefined): state is Marked =>
  !!state && Object.hasOwn(MARKED, state);
