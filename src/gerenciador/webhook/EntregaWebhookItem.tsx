import { Box, Chip, Paper, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EVENTOS_WEBHOOK, type EntregaWebhook, type SituacaoEntrega } from '../../../common/api/webhook';
import { formatarDataHora } from '../../../common/text/dataHora';

const COR: Record<SituacaoEntrega, ChipProps['color']> = { pendente: 'warning', entregue: 'success', falhou: 'error' };
/** The i18n key of each event (its name has dots, which the keys cannot). */
const CHAVE_EVENTO = Object.fromEntries(Object.entries(EVENTOS_WEBHOOK).map(([chave, nome]) => [nome, chave]));

/** One delivery in the history: the event, where it went, how it stands, and each attempt's answer. */
export function EntregaWebhookItem({ entrega: e }: { entrega: EntregaWebhook }) {
  const translate = useTranslate();
  const evento = CHAVE_EVENTO[e.evento] ? translate(`app.gerenciador.webhook.eventos.${CHAVE_EVENTO[e.evento]}`) : e.evento;
  const titulo = `${evento} · ${formatarDataHora(e.criadoEm)}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={titulo}
      sx={{ listStyle: 'none', p: 1.5, mb: 1, borderLeft: 4, borderLeftColor: `${COR[e.situacao]}.main` }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ flex: '1 1 12rem' }}>
          {titulo}
        </Typography>
        <Chip size="small" variant="outlined" label={translate(`app.gerenciador.webhook.origens.${e.origem}`)} />
        <Chip size="small" color={COR[e.situacao]} label={translate(`app.gerenciador.webhook.situacoes.${e.situacao}`)} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
        {e.resumo}
      </Typography>
      {e.situacao === 'pendente' && e.proximaTentativa && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.gerenciador.webhook.proxima', { quando: formatarDataHora(e.proximaTentativa) })}
        </Typography>
      )}
      {e.tentativas.length > 0 && (
        <Box component="ol" aria-label={translate('app.gerenciador.webhook.tentativas_de', { titulo })} sx={{ m: 0, mt: 1, pl: 3 }}>
          {e.tentativas.map((t) => (
            <Typography component="li" variant="body2" key={t.numero} sx={{ overflowWrap: 'anywhere' }}>
              {[
                translate('app.gerenciador.webhook.tentativa', { n: t.numero }),
                formatarDataHora(t.em),
                t.statusHttp === null ? translate('app.gerenciador.webhook.sem_resposta') : `HTTP ${t.statusHttp}`,
                `${t.duracaoMs} ms`,
              ].join(' · ')}
              {t.erro && (
                <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
                  {t.erro}
                </Box>
              )}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
