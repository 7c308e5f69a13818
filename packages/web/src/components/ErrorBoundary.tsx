/**
 * Catches a render error in the page below it, reports it, and shows a short message with
 * a way back instead of a blank screen. It resets when the route changes.
 */
import { Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reportError } from '../report';

interface Props {
  children: ReactNode;
}

export function ErrorBoundary({ children }: Props) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}

class Boundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.error ? <Fallback message={this.state.error.message} /> : this.props.children;
  }
}

function Fallback({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('error.toast', { errorMessage: message })}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Box>
  );
}
