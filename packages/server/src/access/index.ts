/** Who is calling and what they may do (README.md). */
export {
  ANONYMOUS,
  callerOf,
  draftOwners,
  mayChangeFile,
  mayChangeOwnerFile,
  mayChangeUserFile,
  mayGrantAdmission,
  mayManageOutbox,
  mayReadTriples,
  mayRevokeAdmission,
  maySeeAccount,
  mayWriteTriples,
  maySeeDraftsOf,
  mayWriteFiles,
  requireLogin,
  requireFileChange,
  requirePermission,
  requireToken,
  type Caller,
  type TripleSubject,
  type FileKeepers,
} from './caller';
export { accessHook, type AdmissionCheck } from './access.hook';
export {
  createTokenVerifier,
  InvalidToken,
  type TokenVerifier,
  type TokenVerifierOptions,
} from './tokens';
