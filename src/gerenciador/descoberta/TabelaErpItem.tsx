import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TabelaErp } from '../../../common/api/esquemaErp';

/** A table or view of the ERP: its name and marks, its columns with types on request, and "Usar no select". */
export function TabelaErpItem({ tabela, onUsar }: { tabela: TabelaErp; onUsar?: (t: TabelaErp) => void }) {
  const translate = useTranslate();
  const [aberta, setAberta] = useState(false);
  const nome = tabela.esquema ? `${tabela.esquema}.${tabela.nome}` : tabela.nome;
  const idColunas = `colunas-${nome.replace(/[^\p{L}\p{N}_-]/gu, '_')}`;
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        <Button
          size="small"
          onClick={() => setAberta(!aberta)}
          aria-expanded={aberta}
          aria-controls={idColunas}
          aria-label={translate('app.gerenciador.descoberta.ver_colunas', { tabela: nome })}
          startIcon={aberta ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ textTransform: 'none', justifyContent: 'flex-start', flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {nome}
        </Button>
        {tabela.view && <Chip size="small" variant="outlined" label={translate('app.gerenciador.descoberta.view')} />}
        {tabela.semTransacao && <Chip size="small" variant="outlined" color="warning" label={translate('app.gerenciador.descoberta.sem_transacao')} />}
        {onUsar && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onUsar(tabela)}
            aria-label={translate('app.gerenciador.descoberta.usar_rotulo', { tabela: nome })}
          >
            {translate('app.gerenciador.descoberta.usar')}
          </Button>
        )}
      </Box>
      {aberta && (
        <Box
          component="ul"
          id={idColunas}
          aria-label={translate('app.gerenciador.descoberta.colunas', { n: tabela.colunas.length })}
          sx={{ m: 0, pl: 4, pb: 1 }}
        >
          {tabela.colunas.map((c) => (
            <Typography component="li" variant="body2" key={c.nome} sx={{ overflowWrap: 'anywhere' }}>
              {c.nome}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {c.tipo}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
