import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampoMapeavel } from '../../../common/catalogo';
import type { Erros } from '../hooks/useConfiguracaoForm';
import type { ChaveSelect } from './formDados';

interface Props {
  chave: ChaveSelect;
  campos: CampoMapeavel[];
  mapa: Record<string, string>;
  onMapear: (campo: string, coluna: string) => void;
  erros: Erros;
}

/** The column of the select each catalogue field reads from: required ones marked, defaults and allowed values shown. */
export function MapeamentoCampos({ chave, campos, mapa, onMapear, erros }: Props) {
  const translate = useTranslate();
  const ajuda = (c: CampoMapeavel) =>
    [
      c.nome,
      c.opcional ? translate('app.gerenciador.dados.opcional') : null,
      c.padrao !== undefined ? translate('app.gerenciador.dados.padrao', { valor: String(c.padrao) }) : null,
      c.valores ? translate('app.gerenciador.dados.valores', { valores: c.valores.join(', ') }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' }, mt: 2 }}>
      {campos.map((c) => {
        const erro = erros[`mapeamento.${chave}.${c.nome}`];
        return (
          <TextField
            key={c.nome}
            id={`mapa-${chave}-${c.nome}`}
            label={c.label}
            required={!c.opcional}
            value={mapa[c.nome] ?? ''}
            onChange={(e) => onMapear(c.nome, e.target.value)}
            error={Boolean(erro)}
            helperText={erro ?? ajuda(c)}
            autoComplete="off"
          />
        );
      })}
    </Box>
  );
}
