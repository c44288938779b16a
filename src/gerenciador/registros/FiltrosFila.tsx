import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REGISTROS_APP, SITUACOES_REGISTRO_APP, TIPOS_REGISTRO_APP } from '../../../common/catalogo';

export interface FiltroFila {
  tipo: string | null;
  situacao: string | null;
}

interface SelectFiltroProps {
  id: string;
  rotulo: string;
  /** Text of the '' option (no filter). */
  todos: string;
  valor: string | null;
  opcoes: { valor: string; rotulo: string }[];
  onValor: (valor: string | null) => void;
}

/** One filter of the queue: a select whose '' option means all. */
function SelectFiltro({ id, rotulo, todos, valor, opcoes, onValor }: SelectFiltroProps) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={rotulo}
      value={valor ?? ''}
      onChange={(e) => onValor(e.target.value || null)}
      sx={{ minWidth: 180, flex: '1 1 180px', maxWidth: 320 }}
    >
      <MenuItem value="">{todos}</MenuItem>
      {opcoes.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.rotulo}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The queue's filters: situação and type. */
export function FiltrosFila({ filtro, onFiltro }: { filtro: FiltroFila; onFiltro: (f: FiltroFila) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <SelectFiltro
        id="fila-situacao"
        rotulo={translate('app.gerenciador.fila.situacao')}
        todos={translate('app.gerenciador.fila.todas')}
        valor={filtro.situacao}
        opcoes={SITUACOES_REGISTRO_APP.map((s) => ({ valor: s, rotulo: translate(`app.gerenciador.fila.situacoes.${s}`) }))}
        onValor={(situacao) => onFiltro({ ...filtro, situacao })}
      />
      <SelectFiltro
        id="fila-tipo"
        rotulo={translate('app.gerenciador.fila.tipo')}
        todos={translate('app.gerenciador.fila.todos')}
        valor={filtro.tipo}
        opcoes={TIPOS_REGISTRO_APP.map((r) => ({ valor: REGISTROS_APP[r].insert, rotulo: translate(`app.gerenciador.fila.tipos.${REGISTROS_APP[r].insert}`) }))}
        onValor={(tipo) => onFiltro({ ...filtro, tipo })}
      />
    </Box>
  );
}
