/** Who is calling and what they may do (README.md). */
export {
  ANONYMOUS,
  callerOf,
  mayChangeFile,
  mayChangeOwnerFile,
  mayChangeUserFile,
  mayGrantAdmission,
  mayManageList,
  mayManageOutbox,
  mayReadErrorReports,
  mayReadSharedList,
  mayReadTriples,
  mayRevokeAdmission,
  maySeeAccount,
  mayWriteTriples,
  mayWriteFiles,
  requireLogin,
  requireFileChange,
  requirePermission,
  requireToken,
  type Caller,
  type TripleSubject,
  type FileKeepers,
} from './caller';
export {
  isVisible,
  linkVisibility,
  listVisibility,
  PUBLIC_STATES,
  type Grant,
  type Visibility,
} from './visibility';
export { accessHook, type AdmissionCheck, type RouteAccess } from './access.hook';
export {
  createTokenVerifier,
  InvalidToken,
  type TokenVerifier,
  type TokenVerifierOptions,
} from './tokens';
