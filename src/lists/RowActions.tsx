import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The buttons at the end of a row, kept on one line; the header says 'Ações'. */
export function RowActions({ children }: { children: ReactNode; label?: string }) {
  return <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center', whiteSpace: 'nowrap' }}>{children}</Box>;
}
