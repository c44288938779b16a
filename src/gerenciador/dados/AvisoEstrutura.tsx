import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DivergenciaEstrutura } from '../../../common/api/divergencia';

/**
 * The ERP's structure changed under the page's configuration (the agent found a column gone or
 * retyped): what changed and how to fix it. Runs and writes of the type wait meanwhile.
 */
export function AvisoEstrutura({ divergencias }: { divergencias?: DivergenciaEstrutura[] | null }) {
  const translate = useTranslate();
  if (!divergencias?.length) return null;
  return (
    <Alert severity="error" variant="outlined" sx={{ mt: 2 }} data-campo="divergencias">
      <AlertTitle>{translate('app.gerenciador.estrutura.titulo')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {divergencias.map((d) => (
          <li key={`${d.tabela}.${d.coluna ?? ''}`}>{d.motivo}</li>
        ))}
      </ul>
      {translate('app.gerenciador.estrutura.como_corrigir')}
    </Alert>
  );
}
