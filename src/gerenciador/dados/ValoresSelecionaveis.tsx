import { useState } from 'react';
import { Box, Chip, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { valorSelecionavelDeTexto, type ValorSelecionavel } from '../../../common/catalogo';

interface Props {
  id: string;
  valores: ValorSelecionavel[];
  onChange: (valores: ValorSelecionavel[]) => void;
  erro?: string;
}

/** docs/produto.md §5: possible values typed one at a time and added with Enter; `label|id` separates them. */
export function ValoresSelecionaveis({ id, valores, onChange, erro }: Props) {
  const translate = useTranslate();
  const [texto, setTexto] = useState('');
  const adicionar = () => {
    const valor = valorSelecionavelDeTexto(texto);
    if (!valor) return;
    if (!valores.some((v) => v.id === valor.id)) onChange([...valores, valor]);
    setTexto('');
  };
  return (
    <Box>
      <TextField
        id={id}
        fullWidth
        label={translate('app.gerenciador.personalizados.valores')}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            adicionar();
          }
        }}
        error={Boolean(erro)}
        helperText={erro ?? translate('app.gerenciador.personalizados.valores_ajuda')}
      />
      {valores.length > 0 && (
        <Box
          component="ul"
          aria-label={translate('app.gerenciador.personalizados.valores')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {valores.map((v) => (
            <li key={v.id}>
              <Chip label={v.label === v.id ? v.label : `${v.label} (${v.id})`} onDelete={() => onChange(valores.filter((x) => x.id !== v.id))} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
