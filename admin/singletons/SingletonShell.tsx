import { Alert, Box, Button, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';

/** Loading, error and ready states shared by the single-record screens. */
export const SingletonShell = ({
  isPending,
  error,
  errorMessage,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  errorMessage: string;
  onRetry: () => void;
  children: ReactNode;
}) => {
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
        {[0, 1, 2, 3].map((index) => <Skeleton key={index} variant="rounded" height={56} />)}
      </Box>
    );
  }
  if (error) {
    return (
      <Alert severity="error" sx={{ my: 2 }} action={<Button color="inherit" size="small" onClick={onRetry}>Tentar novamente</Button>}>
        {errorMessage}
      </Alert>
    );
  }
  return <>{children}</>;
};

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Box component="h2" sx={{ typography: 'subtitle1', fontWeight: 600, mt: 0, mb: 1.5 }}>{title}</Box>
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, '& > .full': { gridColumn: { md: '1 / -1' } } }}>
      {children}
    </Box>
  </Box>
);
