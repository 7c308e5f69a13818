/** Who is calling and what they may do (README.md). */
export {
  ANONYMOUS,
  callerOf,
  draftOwners,
  mayChangeOwnerFile,
  mayChangeUserFile,
  maySeeDraftsOf,
  mayWriteFiles,
  requireLogin,
  requirePermission,
  requireToken,
  type Caller,
} from './caller';
export { accessHook } from './access.hook';
export {
  createTokenVerifier,
  InvalidToken,
  type TokenVerifier,
  type TokenVerifierOptions,
} from './tokens';
