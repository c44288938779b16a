import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { WebhookAlerta } from '../../../common/api/webhook';
import { gerarSegredoWebhook, removerWebhook, salvarWebhook, testarWebhook, type EscopoWebhook } from '../api/webhook';
import { ConfirmButton } from '../components/ConfirmButton';
import { useChamada } from '../hooks/useChamada';
import { useTratarFalha } from '../hooks/useTratarFalha';
import { SegredoWebhook } from './SegredoWebhook';

interface Props {
  escopo: EscopoWebhook;
  /** 'filial' or 'contratante': the i18n keys of its title and help, and its inputs' ids. */
  origem: 'filial' | 'contratante';
  webhook: WebhookAlerta | null;
  podeEditar: boolean;
  onAlterado: () => void;
}

/** One webhook (the branch's or its company's): URL and on/off, saved on its own; test, new secret, removal. */
export function WebhookForm({ escopo, origem, webhook, podeEditar, onAlterado }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const tratarFalha = useTratarFalha();
  const teste = useChamada(translate('app.gerenciador.webhook.erro_testar'));
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [ativo, setAtivo] = useState(webhook?.ativo ?? true);
  const [erroUrl, setErroUrl] = useState<string | null>(null);
  const [segredo, setSegredo] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const id = `webhook-${origem}`;

  const agir = async (acao: () => Promise<void>, falha: string) => {
    setOcupado(true);
    try {
      await acao();
    } catch (error) {
      const f = await tratarFalha(error, translate(falha));
      setErroUrl(f.fields.url ?? null);
    } finally {
      setOcupado(false);
    }
  };
  const salvar = () =>
    agir(async () => {
      const r = await salvarWebhook(escopo, { url: url.trim(), ativo });
      setErroUrl(null);
      if (r.segredo) setSegredo(r.segredo);
      notify('app.gerenciador.webhook.salvo', { type: 'success' });
      onAlterado();
    }, 'app.gerenciador.webhook.erro_salvar');
  const gerar = () =>
    agir(async () => {
      setSegredo((await gerarSegredoWebhook(escopo)).segredo);
      onAlterado();
    }, 'app.gerenciador.webhook.erro_salvar');
  const remover = () =>
    agir(async () => {
      await removerWebhook(escopo);
      setUrl('');
      setSegredo(null);
      notify('app.gerenciador.webhook.removido', { type: 'success' });
      onAlterado();
    }, 'app.gerenciador.webhook.erro_salvar');

  return (
    <Box component="section" aria-labelledby={`${id}-titulo`} sx={{ mt: 2 }}>
      <Typography id={`${id}-titulo`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`app.gerenciador.webhook.titulo_${origem}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`app.gerenciador.webhook.ajuda_${origem}`)}
      </Typography>
      {!podeEditar && !webhook && <Typography variant="body2">{translate('app.gerenciador.webhook.nenhum')}</Typography>}
      {(podeEditar || webhook) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            id={`${id}-url`}
            type="url"
            label={translate('app.gerenciador.webhook.url')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={Boolean(erroUrl)}
            helperText={erroUrl ?? translate('app.gerenciador.webhook.url_ajuda')}
            disabled={!podeEditar}
            sx={{ flex: '1 1 18rem', minWidth: 0 }}
          />
          <FormControlLabel
            control={<Switch checked={ativo} onChange={(e) => setAtivo(e.target.checked)} disabled={!podeEditar} />}
            label={translate('app.gerenciador.webhook.ativo')}
          />
        </Box>
      )}
      {segredo && <SegredoWebhook segredo={segredo} id={`${id}-segredo`} />}
      {podeEditar && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void salvar()} disabled={ocupado || !url.trim()}>
            {translate('app.gerenciador.webhook.salvar')}
          </Button>
          {webhook && (
            <>
              <Button
                startIcon={<SendIcon />}
                disabled={ocupado || teste.executando || !webhook.ativo}
                onClick={() => void teste.chamar(() => testarWebhook(escopo)).then(onAlterado)}
              >
                {translate('app.gerenciador.webhook.testar')}
              </Button>
              <ConfirmButton
                icone={<KeyIcon />}
                label="app.gerenciador.webhook.gerar_segredo"
                confirmacao={translate('app.gerenciador.webhook.confirma_gerar_segredo')}
                disabled={ocupado}
                onConfirm={gerar}
              />
              <ConfirmButton
                icone={<DeleteIcon />}
                color="error"
                label="app.gerenciador.webhook.remover"
                confirmacao={translate('app.gerenciador.webhook.confirma_remover')}
                disabled={ocupado}
                onConfirm={remover}
              />
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
