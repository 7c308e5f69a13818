/**
 * What a failed account call means to the user, in their language: the field at fault and
 * its message, or a message for the form. Never the server's or a library's wording: the
 * page knows what each field's refusal means.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';

export interface FormError {
  /** The field the server named, when it named one. */
  field?: string;
  message: string;
}

/** `messages`: the text for a refusal naming each field. */
export function formError(
  error: unknown,
  t: TFunction<'account'>,
  messages: Record<string, string>,
): FormError {
  if (error instanceof ApiError) {
    if (error.status === 429) return { message: t('tooMany') };
    if (error.status === 400 && error.field && messages[error.field])
      return { field: error.field, message: messages[error.field]! };
    if (error.status === 0) return { message: t('offline') };
  }
  return { message: t('failed') };
}
