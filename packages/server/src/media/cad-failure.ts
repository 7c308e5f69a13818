/** How the services that use the 3D engine (@vitrine/cadify) turn its errors into answers. */
import { CadError } from '@vitrine/cadify';
import { unprocessable } from '../errors';

/**
 * A CadError is the file's fault: 422 with its message, the reader's own words (its detail)
 * for the log; any other error is rethrown.
 */
export const cadFailure = (error: unknown): never => {
  throw error instanceof CadError ? unprocessable(error.message, error.detail) : error;
};
