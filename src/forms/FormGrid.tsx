import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Inputs side by side on wide screens, one per line on phones. */
export function FormGrid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <Box sx={{ display: 'grid', width: '100%', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` } }}>
      {children}
    </Box>
  );
}
