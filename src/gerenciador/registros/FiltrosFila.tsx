import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REGISTROS_APP, SITUACOES_REGISTRO_APP, TIPOS_REGISTRO_APP } from '../../../common/catalogo';

export interface FiltroFila {
  tipo: string | null;
  situacao: string | null;
}

/** The queue's filters: situação and type ('' is all). */
export function FiltrosFila({ filtro, onFiltro }: { filtro: FiltroFila; onFiltro: (f: FiltroFila) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <TextField
        select
        size="small"
        id="fila-situacao"
        label={translate('app.gerenciador.fila.situacao')}
        value={filtro.situacao ?? ''}
        onChange={(e) => onFiltro({ ...filtro, situacao: e.target.value || null })}
        sx={{ minWidth: 180, flex: '1 1 180px', maxWidth: 320 }}
      >
        <MenuItem value="">{translate('app.gerenciador.fila.todas')}</MenuItem>
        {SITUACOES_REGISTRO_APP.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`app.gerenciador.fila.situacoes.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="fila-tipo"
        label={translate('app.gerenciador.fila.tipo')}
        value={filtro.tipo ?? ''}
        onChange={(e) => onFiltro({ ...filtro, tipo: e.target.value || null })}
        sx={{ minWidth: 180, flex: '1 1 180px', maxWidth: 320 }}
      >
        <MenuItem value="">{translate('app.gerenciador.fila.todos')}</MenuItem>
        {TIPOS_REGISTRO_APP.map((r) => (
          <MenuItem key={r} value={REGISTROS_APP[r].insert}>
            {translate(`app.gerenciador.fila.tipos.${REGISTROS_APP[r].insert}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
