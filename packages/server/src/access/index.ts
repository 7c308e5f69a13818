/** Who is calling and what they may do: the one place permission checks go through. */
export { callerOf, maySeeDrafts, type Caller } from './caller';
