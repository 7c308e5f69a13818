/**
 * What a page for logged-in people shows a visitor who is not: why to log in, and the login
 * button when this server has a login provider.
 */
import { Button, Stack, Typography } from '@mui/material';
import { login, loginAvailable } from '../session';

export function LoginNeeded({ message, label }: { message: string; label: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{message}</Typography>
      {loginAvailable() && (
        <Button variant="contained" onClick={() => void login()}>
          {label}
        </Button>
      )}
    </Stack>
  );
}
