import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The id of a page's Salvar, for the unsaved-changes notice at the top to bring it into view. */
export const ID_SALVAR = 'gerenciador-salvar';

/** Save (and what else the page offers) at the end of a configuration form: one Salvar for every control of the page. */
export function BarraAcoes({ salvando, onSalvar, children }: { salvando: boolean; onSalvar: () => unknown; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
      <Button
        id={ID_SALVAR}
        variant="contained"
        onClick={onSalvar}
        disabled={salvando}
        startIcon={salvando ? <CircularProgress size={16} aria-hidden /> : <SaveIcon />}
      >
        {translate('app.gerenciador.acoes.salvar')}
      </Button>
      {children}
    </Box>
  );
}
