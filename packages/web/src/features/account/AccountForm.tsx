/**
 * What the account page's forms share: a form that submits in place, a failure not tied to
 * a field said above the button, what came of the last submission, and the submit button;
 * and a required field that shows the refusal the server named it in.
 */
import { Alert, Button, Stack, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import type { FormError } from './formErrors';

interface FormProps {
  onSubmit: () => Promise<void>;
  error: FormError | null;
  /** What came of the last submission (an Alert), if anything. */
  outcome?: ReactNode;
  submitLabel: string;
  canSubmit: boolean;
  children: ReactNode;
}

export function AccountForm({
  onSubmit,
  error,
  outcome,
  submitLabel,
  canSubmit,
  children,
}: FormProps) {
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {error && !error.field && <Alert severity="error">{error.message}</Alert>}
      {outcome}
      <div>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </div>
    </Stack>
  );
}

type FieldProps = Omit<TextFieldProps, 'error' | 'name'> & {
  /** The field's name in the server's refusals. */
  name: string;
  error: FormError | null;
  /** Shown below the field while it is not refused. */
  hint?: ReactNode;
};

export function FormField({ name, error, hint, ...props }: FieldProps) {
  const refused = error?.field === name;
  return (
    <TextField required {...props} error={refused} helperText={refused ? error.message : hint} />
  );
}
