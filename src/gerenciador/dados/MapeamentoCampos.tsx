import { Box, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampoMapeavel } from '../../../common/catalogo';
import type { Erros } from '../hooks/useConfiguracaoForm';
import type { ChaveSelect } from './formDados';

interface Props {
  chave: ChaveSelect;
  campos: CampoMapeavel[];
  mapa: Record<string, string>;
  onMapear: (campo: string, coluna: string) => void;
  /** Fields that take a fixed value instead of a column (ISSUE 15). */
  fixos: Record<string, string>;
  /** A fixed value (texto), or back to the column (null). */
  onFixar: (campo: string, texto: string | null) => void;
  erros: Erros;
}

/**
 * The column of the select each catalogue field reads from, or a fixed value for every record
 * (tipoPessoa = J): required ones marked, defaults and allowed values shown. The first field
 * identifies the records and always comes from a column.
 */
export function MapeamentoCampos({ chave, campos, mapa, onMapear, fixos, onFixar, erros }: Props) {
  const translate = useTranslate();
  const ajuda = (c: CampoMapeavel, fixo: boolean) =>
    [
      fixo ? translate('app.gerenciador.mapeamento.fixo_ajuda') : c.nome,
      c.opcional ? translate('app.gerenciador.dados.opcional') : null,
      c.padrao !== undefined ? translate('app.gerenciador.dados.padrao', { valor: String(c.padrao) }) : null,
      c.valores ? translate('app.gerenciador.dados.valores', { valores: c.valores.join(', ') }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, mt: 2 }}>
      {campos.map((c, i) => {
        const erro = erros[`mapeamento.${chave}.${c.nome}`];
        const fixo = fixos[c.nome] !== undefined;
        const id = `mapa-${chave}-${c.nome}`;
        return (
          <Box key={c.nome} sx={{ minWidth: 0 }}>
            {i > 0 && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={fixo ? 'fixo' : 'coluna'}
                onChange={(_, origem: 'fixo' | 'coluna' | null) => origem && onFixar(c.nome, origem === 'fixo' ? '' : null)}
                aria-label={translate('app.gerenciador.mapeamento.origem', { campo: c.label })}
                sx={{ mb: 0.5 }}
              >
                <ToggleButton value="coluna" sx={{ py: 0, textTransform: 'none' }}>
                  {translate('app.gerenciador.mapeamento.coluna')}
                </ToggleButton>
                <ToggleButton value="fixo" sx={{ py: 0, textTransform: 'none' }}>
                  {translate('app.gerenciador.mapeamento.fixo')}
                </ToggleButton>
              </ToggleButtonGroup>
            )}
            <TextField
              fullWidth
              id={fixo ? `${id}-fixo` : id}
              label={fixo ? translate('app.gerenciador.mapeamento.fixo_rotulo', { campo: c.label }) : c.label}
              required={!c.opcional}
              value={fixo ? fixos[c.nome] : (mapa[c.nome] ?? '')}
              onChange={(e) => (fixo ? onFixar(c.nome, e.target.value) : onMapear(c.nome, e.target.value))}
              error={Boolean(erro)}
              helperText={erro ?? ajuda(c, fixo)}
              autoComplete="off"
            />
          </Box>
        );
      })}
    </Box>
  );
}
