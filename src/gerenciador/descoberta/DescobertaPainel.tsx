import { useMemo, useState } from 'react';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { TabelaErp } from '../../../common/api/esquemaErp';
import { buscarTabelas } from './esquemaSql';
import { TabelaErpItem } from './TabelaErpItem';
import type { Descoberta } from './useDescoberta';

/** Tables shown at once; the search finds the others. */
export const TABELAS_VISIVEIS = 50;

interface Props {
  descoberta: Descoberta;
  /** Picking a table writes its select; absent where there is no select (insert pages). */
  onUsar?: (t: TabelaErp) => void;
  /** Whether the editor already has a select that picking would replace (then it asks first). */
  substitui?: boolean;
}

/** Beside the select editor: the ERP's tables and views with their columns and types, searchable; a table picked writes its select. */
export function DescobertaPainel({ descoberta, onUsar, substitui }: Props) {
  const translate = useTranslate();
  const [busca, setBusca] = useState('');
  const [escolhida, setEscolhida] = useState<TabelaErp | null>(null);
  const { estado, esquema, ler } = descoberta;
  const encontradas = useMemo(() => buscarTabelas(esquema?.tabelas ?? [], busca), [esquema, busca]);
  const visiveis = encontradas.slice(0, TABELAS_VISIVEIS);
  const usar = onUsar && ((t: TabelaErp) => (substitui ? setEscolhida(t) : onUsar(t)));
  const lendo = estado.fase === 'lendo';

  return (
    <Paper variant="outlined" component="section" aria-labelledby="descoberta-titulo" sx={{ p: 1.5, mt: 2, minWidth: 0 }}>
      <Typography id="descoberta-titulo" component="h3" variant="subtitle1">
        {translate('app.gerenciador.descoberta.titulo')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.gerenciador.descoberta.ajuda')}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        onClick={() => void ler()}
        disabled={lendo}
        startIcon={lendo ? <CircularProgress size={16} aria-hidden /> : <TravelExploreIcon />}
      >
        {translate(esquema ? 'app.gerenciador.descoberta.atualizar' : 'app.gerenciador.descoberta.ler')}
      </Button>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {lendo && <Typography variant="body2">{translate('app.gerenciador.descoberta.lendo')}</Typography>}
        {estado.fase === 'concluido' && (
          <Alert severity={estado.ok ? (esquema?.truncado ? 'warning' : 'success') : 'error'} variant="outlined">
            {estado.mensagem}
          </Alert>
        )}
      </Box>
      {esquema && (
        <>
          <TextField
            id="descoberta-busca"
            type="search"
            size="small"
            fullWidth
            label={translate('app.gerenciador.descoberta.buscar')}
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
            sx={{ mt: 1.5 }}
            autoComplete="off"
          />
          {encontradas.length === 0 ? (
            <Typography sx={{ mt: 1 }}>{translate('app.gerenciador.descoberta.nenhuma')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={translate('app.gerenciador.descoberta.lista')}
              sx={{ p: 0, m: 0, mt: 1, maxHeight: 420, overflowY: 'auto' }}
              tabIndex={0}
            >
              {visiveis.map((t) => (
                <TabelaErpItem key={`${t.esquema ?? ''}.${t.nome}`} tabela={t} onUsar={usar} />
              ))}
            </Box>
          )}
          {encontradas.length > visiveis.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.gerenciador.descoberta.mostrando', { n: visiveis.length, total: encontradas.length })}
            </Typography>
          )}
        </>
      )}
      <Confirm
        isOpen={Boolean(escolhida)}
        title="app.gerenciador.confirmacao"
        content={escolhida ? translate('app.gerenciador.descoberta.confirma_substituir', { tabela: escolhida.nome }) : ''}
        onConfirm={() => {
          if (escolhida && onUsar) onUsar(escolhida);
          setEscolhida(null);
        }}
        onClose={() => setEscolhida(null)}
      />
    </Paper>
  );
}
