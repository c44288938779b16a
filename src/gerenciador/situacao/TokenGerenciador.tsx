import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { buscarDownloads } from '../../layout/downloadsGerenciador';
import { gerarToken } from '../api/operacoes';
import { ConfirmButton } from '../components/ConfirmButton';
import { useGerenciador } from '../GerenciadorContext';
import { useTratarFalha } from '../hooks/useTratarFalha';

/** The installed executable's own command line for this server (agent/linhaDeComando.ts), for a start by hand. */
export const comandoAgente = (servidor: string, token: string) => `fv-gerenciador --server ${servidor} --token ${token}`;
/** The same from a copy of the project (package.json's `agent` script), for a server that has no downloads built. */
export const comandoAgenteNpm = (servidor: string, token: string) => `npm run agent -- --server ${servidor} --token ${token}`;

/**
 * How the agent is started from here: the installer and the installed executable when this server
 * has them built, else a copy of the project; null when the server could not be asked (then only the
 * address and the token show, nothing that might not work).
 */
type Instalacao = 'instalador' | 'projeto' | null;

/**
 * The branch's agent token: generated (or rotated, which cuts off the agent using the old one),
 * shown once with what the installer asks (this server's address and the token, each with a copy
 * button) and the command that starts the agent: the installed executable's, or, on a server that
 * has no downloads built, a copy of the project's. The server keeps only its hash.
 */
export function TokenGerenciador() {
  const translate = useTranslate();
  const notify = useNotify();
  const tratarFalha = useTratarFalha();
  const { filial, status, atualizarStatus } = useGerenciador();
  const [token, setToken] = useState<string | null>(null);
  const [gerando, setGerando] = useState(false);
  const [instalacao, setInstalacao] = useState<Instalacao>(null);
  const jaGerado = Boolean(status?.tokenGerado);

  const gerar = async () => {
    setGerando(true);
    try {
      const downloads = buscarDownloads().then(
        (d): Instalacao => (d.artefatos.length ? 'instalador' : 'projeto'),
        (): Instalacao => null,
      );
      setToken(await gerarToken(filial.id));
      setInstalacao(await downloads);
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
  const servidor = window.location.origin;
  const comando = !token || !instalacao ? null : instalacao === 'instalador' ? comandoAgente(servidor, token) : comandoAgenteNpm(servidor, token);

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{translate(jaGerado ? 'app.gerenciador.token.ja_gerado' : 'app.gerenciador.token.nao_gerado')}</Typography>
      {jaGerado ? (
        <ConfirmButton
          variant="outlined"
          icone={<KeyIcon />}
          label="app.gerenciador.token.gerar_novo"
          confirmacao={translate('app.gerenciador.token.confirma_novo')}
          disabled={gerando}
          onConfirm={gerar}
        />
      ) : (
        <Button variant="outlined" startIcon={<KeyIcon />} disabled={gerando} onClick={gerar}>
          {translate('app.gerenciador.token.gerar')}
        </Button>
      )}
      {token && (
        <Alert severity="info" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}>
          <Typography sx={{ mb: 1, fontWeight: 500 }}>{translate('app.gerenciador.token.aviso_unico')}</Typography>
          <Typography sx={{ mb: 1 }}>
            {translate(
              instalacao === 'projeto'
                ? 'app.gerenciador.token.instalacao_projeto'
                : instalacao === 'instalador'
                  ? 'app.gerenciador.token.instalacao'
                  : 'app.gerenciador.token.instalacao_sem_comando',
            )}
          </Typography>
          {[
            { id: 'token-servidor', rotulo: 'app.gerenciador.token.servidor', valor: servidor, copiar: 'app.gerenciador.token.copiar_servidor' },
            { id: 'token-valor', rotulo: 'app.gerenciador.token.rotulo', valor: token, copiar: 'app.gerenciador.token.copiar_token' },
            ...(comando
              ? [
                  {
                    id: 'token-comando',
                    rotulo: instalacao === 'projeto' ? 'app.gerenciador.token.comando_projeto' : 'app.gerenciador.token.comando',
                    valor: comando,
                    copiar: 'app.gerenciador.token.copiar_comando',
                  },
                ]
              : []),
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
