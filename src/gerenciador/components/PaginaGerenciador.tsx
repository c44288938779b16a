import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useGerenciador } from '../GerenciadorContext';
import { AlteracoesNaoSalvas } from './AlteracoesNaoSalvas';

interface Props {
  titulo: string;
  acoes?: ReactNode;
  /** A form page: whether it has changes not saved yet (leaving then asks first). */
  alterado?: boolean;
  children: ReactNode;
}

/** A manager page: its name in the top bar (with the branch) and as the page heading. */
export function PaginaGerenciador({ titulo, acoes, alterado, children }: Props) {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const nome = translate(titulo, { _: titulo });
  return (
    <Box component="section" aria-labelledby="gerenciador-titulo" sx={{ pb: 2 }}>
      <Title title={`${nome} · ${filial.nome}`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="gerenciador-titulo" component="h1" variant="h5">
          {nome}
        </Typography>
        {(acoes || alterado !== undefined) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            {alterado !== undefined && <AlteracoesNaoSalvas alterado={alterado} />}
            {acoes}
          </Box>
        )}
      </Box>
      {children}
    </Box>
  );
}

/** A titled block of a page (h2). */
export function Secao({ titulo, id, children, acoes }: { titulo: string; id: string; children: ReactNode; acoes?: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {titulo}
        </Typography>
        {acoes}
      </Box>
      {children}
    </Box>
  );
}
