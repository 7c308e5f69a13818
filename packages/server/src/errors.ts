/**
 * Domain errors carry a stable code and an HTTP status; the one error handler in app.ts
 * turns them (and Fastify's own errors) into the API error shape.
 */
export class ApiFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    readonly reason: string,
    readonly field?: string,
  ) {
    super(reason);
  }
}

/** A required parameter is missing (spec 01 s.5: the error names the parameter). */
export const requiredField = (field: string) =>
  new ApiFailure(400, '_400_required_field', `Required field missing: ${field}`, field);

/** A parameter is present but not acceptable. */
export const invalidField = (field: string, why: string) =>
  new ApiFailure(400, '_400_invalid_field', `Invalid field ${field}: ${why}`, field);

export const notFound = (what: string) =>
  new ApiFailure(404, '_404_not_found', `${what} not found`);

/** A file that is corrupt, truncated or dangerous: 422 with the reason, nothing stored. */
export const unprocessable = (reason: string) =>
  new ApiFailure(422, '_422_unprocessable_file', reason, 'file');
