/** Who is calling and what they may do (README.md). */
export {
  ANONYMOUS,
  callerOf,
  draftOwners,
  mayChangeFile,
  mayChangeOwnerFile,
  mayChangeUserFile,
  maySeeDraftsOf,
  mayWriteFiles,
  requireLogin,
  requireFileChange,
  requirePermission,
  type Caller,
  type FileKeepers,
} from './caller';
export { accessHook } from './access.hook';
export {
  createTokenVerifier,
  InvalidToken,
  type TokenVerifier,
  type TokenVerifierOptions,
} from './tokens';
