import { ApiFailure } from '../../errors';

/** A file that is corrupt, truncated or dangerous: 422 with the reason, nothing stored. */
export const unprocessable = (reason: string) =>
  new ApiFailure(422, '_422_unprocessable_file', reason, 'file');
