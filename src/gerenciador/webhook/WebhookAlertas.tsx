import { useCallback, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EntregaWebhook, WebhooksDoEscopo } from '../../../common/api/webhook';
import { entregasWebhook, lerWebhooks } from '../api/webhook';
import { Secao } from '../components/PaginaGerenciador';
import { useGerenciador } from '../GerenciadorContext';
import { usePolling } from '../hooks/usePolling';
import { EntregaWebhookItem } from './EntregaWebhookItem';
import { WebhookForm } from './WebhookForm';

/** Deliveries shown at first and added by "Mostrar mais". */
export const ENTREGAS_POR_VEZ = 10;
/** The history follows new deliveries and retries while the page is open. */
const INTERVALO_ENTREGAS_MS = 5000;

/**
 * situacao_gerenciador's webhook alerts (docs/operacao.md, "Alertas por webhook"): the
 * branch's webhook and its company's, each saved on its own, and the branch's deliveries with
 * every attempt, newest first.
 */
export function WebhookAlertas() {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const escopo = { identificadorApp: filial.identificadorApp };
  const [webhooks, setWebhooks] = useState<WebhooksDoEscopo | null>(null);
  const [limite, setLimite] = useState(ENTREGAS_POR_VEZ);
  const [pagina, setPagina] = useState<{ total: number; entregas: EntregaWebhook[] } | null>(null);

  const carregar = useCallback(async () => {
    const [w, e] = await Promise.all([
      lerWebhooks({ identificadorApp: filial.identificadorApp }),
      entregasWebhook({ identificadorApp: filial.identificadorApp }, limite),
    ]);
    setWebhooks(w);
    setPagina(e);
  }, [filial.identificadorApp, limite]);
  usePolling(carregar, INTERVALO_ENTREGAS_MS);
  const recarregar = () => void carregar().catch(() => undefined);

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Secao id="webhook-alertas" titulo={translate('app.gerenciador.webhook.titulo')}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.gerenciador.webhook.ajuda')}
          </Typography>
          {webhooks && (
            <>
              <WebhookForm key="filial" escopo={escopo} origem="filial" webhook={webhooks.proprio} podeEditar={webhooks.podeEditar} onAlterado={recarregar} />
              {(webhooks.contratante || webhooks.podeEditarContratante) && (
                <WebhookForm
                  key="contratante"
                  escopo={{ contratanteId: webhooks.contratanteId }}
                  origem="contratante"
                  webhook={webhooks.contratante}
                  podeEditar={webhooks.podeEditarContratante}
                  onAlterado={recarregar}
                />
              )}
            </>
          )}
          {pagina && (
            <Box component="section" aria-labelledby="webhook-entregas-titulo" sx={{ mt: 3 }}>
              <Typography id="webhook-entregas-titulo" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('app.gerenciador.webhook.entregas')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.gerenciador.webhook.entregas_ajuda')}
              </Typography>
              {pagina.entregas.length === 0 && <Typography variant="body2">{translate('app.gerenciador.webhook.nenhuma_entrega')}</Typography>}
              {pagina.entregas.length > 0 && (
                <Box component="ol" aria-label={translate('app.gerenciador.webhook.entregas')} sx={{ p: 0, m: 0 }}>
                  {pagina.entregas.map((e) => (
                    <EntregaWebhookItem key={e.id} entrega={e} />
                  ))}
                </Box>
              )}
              {pagina.total > pagina.entregas.length && (
                <Button onClick={() => setLimite(limite + ENTREGAS_POR_VEZ)}>{translate('app.gerenciador.webhook.mais')}</Button>
              )}
            </Box>
          )}
        </Secao>
      </CardContent>
    </Card>
  );
}
