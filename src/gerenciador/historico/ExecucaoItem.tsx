import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, Paper, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExecucaoSincronizacao, ResultadoExecucao } from '../../../common/api/historicoSincronizacao';
import { TIPOS_DADOS_POR_TIPO } from '../../../common/catalogo';
import { formatarDataHora } from '../../../common/text/dataHora';
import { segundosEntre } from './duracao';

const COR: Record<ResultadoExecucao, ChipProps['color']> = {
  executando: 'info',
  sucesso: 'success',
  falha: 'error',
  cancelada: 'default',
  interrompida: 'warning',
  remocoesRetidas: 'warning',
};

interface Props {
  execucao: ExecucaoSincronizacao;
  /** On situacao_gerenciador the runs of every type are together: each names its page. */
  comTipo: boolean;
  baixando: boolean;
  onBaixarFalhas: (e: ExecucaoSincronizacao) => void;
}

/** One run in the timeline: when, how, the counts, how it ended, and its failed rows as CSV. */
export function ExecucaoItem({ execucao: e, comTipo, baixando, onBaixarFalhas }: Props) {
  const translate = useTranslate();
  const inicio = formatarDataHora(e.dtInicio);
  const segundos = segundosEntre(e.dtInicio, e.dtFim);
  const duracao =
    segundos === null
      ? '—'
      : segundos < 60
        ? translate('app.gerenciador.historico.segundos', { n: segundos })
        : translate('app.gerenciador.historico.minutos', { m: Math.floor(segundos / 60), s: segundos % 60 });
  const detalhes: [string, string | number][] = [
    ['fim', formatarDataHora(e.dtFim) || '—'],
    ['duracao', duracao],
    ['modo', translate(`app.gerenciador.historico.modos.${e.modo}`)],
    ['lidos', e.lidos],
    ['enviados', e.enviados],
    ['removidos', e.removidos],
    ['falhas', e.falhas],
  ];
  const titulo = comTipo ? `${TIPOS_DADOS_POR_TIPO[e.tipo]?.titulo ?? e.tipo} · ${inicio}` : inicio;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={titulo}
      sx={{ listStyle: 'none', p: 1.5, mb: 1, borderLeft: 4, borderLeftColor: `${COR[e.resultado] === 'default' ? 'grey' : COR[e.resultado]}.main` }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ flex: '1 1 10rem' }}>
          {titulo}
        </Typography>
        {e.retomada && <Chip size="small" variant="outlined" label={translate('app.gerenciador.historico.retomada')} />}
        <Chip size="small" color={COR[e.resultado]} label={translate(`app.gerenciador.historico.resultados.${e.resultado}`)} />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(7, minmax(0, 1fr))' },
          gap: 0.5,
          my: 1,
        }}
      >
        {detalhes.map(([chave, valor]) => (
          <Box key={chave}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`app.gerenciador.historico.${chave}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {valor}
            </Typography>
          </Box>
        ))}
      </Box>
      {e.msg && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {e.msg}
        </Typography>
      )}
      {e.erro && e.erro !== e.msg && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.gerenciador.historico.detalhe')}: {e.erro}
        </Typography>
      )}
      {e.falhas > 0 && (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => onBaixarFalhas(e)}
          disabled={baixando}
          aria-label={translate('app.gerenciador.historico.baixar_falhas_rotulo', { inicio: comTipo ? titulo : inicio })}
          sx={{ mt: 0.5 }}
        >
          {translate('app.gerenciador.historico.baixar_falhas')}
        </Button>
      )}
    </Paper>
  );
}
