import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Chip, Paper, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RegistroFila } from '../../../common/api/filaRegistros';
import type { SituacaoRegistroApp } from '../../../common/catalogo';
import { formatarDataHora } from '../../../common/text/dataHora';
import { ConfirmButton } from '../components/ConfirmButton';

const COR: Record<SituacaoRegistroApp, ChipProps['color']> = { pendente: 'info', integrado: 'success', erro: 'error', descartado: 'default' };

interface Props {
  registro: RegistroFila;
  ocupado: boolean;
  onReenviar: (r: RegistroFila) => unknown;
  onDescartar: (r: RegistroFila) => unknown;
}

/** One phone record in the queue: what it is, its situação (the ERP key or the error), where it came from, and its operations. */
export function RegistroFilaItem({ registro: r, ocupado, onReenviar, onDescartar }: Props) {
  const translate = useTranslate();
  const tituloId = `registro-${r.id}`;
  const detalhes: [string, string | null][] = [
    ['app.gerenciador.fila.uuid', r.uuid],
    ['app.gerenciador.fila.chave', r.chaveErp],
    ['app.gerenciador.fila.dispositivo', r.dispositivo],
    ['app.gerenciador.fila.vendedor', r.vendedor],
    ['app.gerenciador.fila.recebido', formatarDataHora(r.recebidoEm)],
    ['app.gerenciador.fila.integrado', formatarDataHora(r.integradoEm)],
  ];
  return (
    <Paper component="li" variant="outlined" aria-labelledby={tituloId} sx={{ p: 2, mb: 2, listStyle: 'none' }} data-uuid={r.uuid}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={tituloId} component="h2" variant="subtitle1" sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
          {translate(`app.gerenciador.fila.tipos.${r.tipo}`, { _: r.tipo })}: {r.descricao}
        </Typography>
        <Chip size="small" color={COR[r.situacao]} label={translate(`app.gerenciador.fila.situacoes.${r.situacao}`)} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 1, my: 1 }}>
        {detalhes.map(([rotulo, valor]) => (
          <Box key={rotulo} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(rotulo)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {valor || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {r.situacao === 'pendente' && r.tentativas > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.gerenciador.fila.tentativas')}: {r.tentativas}
        </Typography>
      )}
      {r.erro && (
        <Alert severity={r.situacao === 'erro' ? 'error' : 'info'} variant="outlined" sx={{ my: 1, overflowWrap: 'anywhere' }}>
          {r.erro}
          {r.erroDetalhe && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {translate('app.gerenciador.fila.detalhe')}: {r.erroDetalhe}
            </Typography>
          )}
        </Alert>
      )}
      {r.situacao === 'erro' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <ConfirmButton
            variant="contained"
            icone={<ReplayIcon />}
            label="app.gerenciador.fila.reenviar"
            aria-label={`${translate('app.gerenciador.fila.reenviar')} ${r.uuid}`}
            confirmacao={translate('app.gerenciador.fila.confirma_reenviar', { uuid: r.uuid })}
            disabled={ocupado}
            onConfirm={() => onReenviar(r)}
          />
          <ConfirmButton
            variant="outlined"
            color="error"
            icone={<DeleteForeverIcon />}
            label="app.gerenciador.fila.descartar"
            aria-label={`${translate('app.gerenciador.fila.descartar')} ${r.uuid}`}
            confirmacao={translate('app.gerenciador.fila.confirma_descartar', { uuid: r.uuid })}
            disabled={ocupado}
            onConfirm={() => onDescartar(r)}
          />
        </Box>
      )}
    </Paper>
  );
}
