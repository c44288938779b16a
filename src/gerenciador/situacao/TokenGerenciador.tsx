import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { gerarToken } from '../api/operacoes';
import { ConfirmButton } from '../components/ConfirmButton';
import { useGerenciador } from '../GerenciadorContext';
import { useTratarFalha } from '../hooks/useTratarFalha';

/** The installed executable's own command line for this server (agent/linhaDeComando.ts), for a start by hand. */
export const comandoAgente = (servidor: string, token: string) => `fv-gerenciador --server ${servidor} --token ${token}`;

/**
 * The branch's agent token: generated (or rotated, which cuts off the agent using the old one),
 * shown once with what the installer asks (this server's address and the token, each with a copy
 * button) and the installed executable's command line. The server keeps only its hash.
 */
export function TokenGerenciador() {
  const translate = useTranslate();
  const notify = useNotify();
  const tratarFalha = useTratarFalha();
  const { filial, status, atualizarStatus } = useGerenciador();
  const [token, setToken] = useState<string | null>(null);
  const [gerando, setGerando] = useState(false);
  const jaGerado = Boolean(status?.tokenGerado);

  const gerar = async () => {
    setGerando(true);
    try {
      setToken(await gerarToken(filial.id));
      atualizarStatus();
    } catch (error) {
      await tratarFalha(error);
    } finally {
      setGerando(false);
    }
  };
  const copiar = async (texto: string) => {
    try {
      await navigator.clipboard.writeText(texto);
      notify('app.gerenciador.token.copiado', { type: 'success' });
    } catch {
      notify('app.gerenciador.token.copia_indisponivel', { type: 'warning' });
    }
  };
  const comando = token ? comandoAgente(window.location.origin, token) : '';

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{translate(jaGerado ? 'app.gerenciador.token.ja_gerado' : 'app.gerenciador.token.nao_gerado')}</Typography>
      {jaGerado ? (
        <ConfirmButton variant="outlined" icone={<KeyIcon />} label="app.gerenciador.token.gerar_novo" confirmacao={translate('app.gerenciador.token.confirma_novo')} disabled={gerando} onConfirm={gerar} />
      ) : (
        <Button variant="outlined" startIcon={<KeyIcon />} disabled={gerando} onClick={gerar}>
          {translate('app.gerenciador.token.gerar')}
        </Button>
      )}
      {token && (
        <Alert severity="info" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}>
          <Typography sx={{ mb: 1, fontWeight: 500 }}>{translate('app.gerenciador.token.aviso_unico')}</Typography>
          <Typography sx={{ mb: 1 }}>{translate('app.gerenciador.token.instalacao')}</Typography>
          {[
            { id: 'token-servidor', rotulo: 'app.gerenciador.token.servidor', valor: window.location.origin, copiar: 'app.gerenciador.token.copiar_servidor' },
            { id: 'token-valor', rotulo: 'app.gerenciador.token.rotulo', valor: token, copiar: 'app.gerenciador.token.copiar_token' },
            { id: 'token-comando', rotulo: 'app.gerenciador.token.comando', valor: comando, copiar: 'app.gerenciador.token.copiar_comando' },
          ].map((item) => (
            <Box key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
              <TextField
                id={item.id}
                fullWidth
                size="small"
                label={translate(item.rotulo)}
                value={item.valor}
                slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
              />
              <Button startIcon={<ContentCopyIcon />} onClick={() => copiar(item.valor)} sx={{ flexShrink: 0 }}>
                {translate(item.copiar)}
              </Button>
            </Box>
          ))}
        </Alert>
      )}
    </Box>
  );
}
