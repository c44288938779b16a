import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Save (and what else the page offers) at the end of a configuration form. */
export function BarraAcoes({ salvando, onSalvar, children }: { salvando: boolean; onSalvar: () => void; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
      <Button variant="contained" onClick={onSalvar} disabled={salvando} startIcon={salvando ? <CircularProgress size={16} aria-hidden /> : <SaveIcon />}>
        {translate('app.gerenciador.acoes.salvar')}
      </Button>
      {children}
    </Box>
  );
}
