import { useCallback, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExecucaoSincronizacao } from '../../../common/api/historicoSincronizacao';
import { execucoes as lerExecucoes, falhasCsv } from '../api/workbench';
import { Secao } from '../components/PaginaGerenciador';
import { useGerenciador } from '../GerenciadorContext';
import { usePolling } from '../hooks/usePolling';
import { useTratarFalha } from '../hooks/useTratarFalha';
import { baixarArquivo } from './baixarArquivo';
import { ExecucaoItem } from './ExecucaoItem';

/** Runs shown at first and added by "Mostrar mais". */
export const EXECUCOES_POR_VEZ = 10;
/** The timeline follows new runs while the page is open. */
const INTERVALO_HISTORICO_MS = 5000;

/**
 * The run history (30 days) as a timeline, newest first: of one type on its data page, of every
 * type on situacao_gerenciador; each run's failed rows download as CSV.
 */
export function HistoricoExecucoes({ tipo }: { tipo: string | null }) {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const tratarFalha = useTratarFalha();
  const [limite, setLimite] = useState(EXECUCOES_POR_VEZ);
  const [pagina, setPagina] = useState<{ total: number; execucoes: ExecucaoSincronizacao[] } | null>(null);
  const [baixando, setBaixando] = useState(false);

  const carregar = useCallback(async () => setPagina(await lerExecucoes(filial.identificadorApp, tipo, limite)), [filial.identificadorApp, tipo, limite]);
  usePolling(carregar, INTERVALO_HISTORICO_MS);

  const baixar = async (e: ExecucaoSincronizacao) => {
    setBaixando(true);
    try {
      const arquivo = await falhasCsv(filial.identificadorApp, e.id);
      baixarArquivo(arquivo.nome, arquivo.conteudo);
    } catch (error) {
      await tratarFalha(error);
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Secao id={`historico-${tipo ?? 'todos'}`} titulo={translate('app.gerenciador.historico.titulo')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.gerenciador.historico.ajuda')}
          </Typography>
          {pagina && pagina.execucoes.length === 0 && <Typography>{translate('app.gerenciador.historico.nenhuma')}</Typography>}
          {pagina && pagina.execucoes.length > 0 && (
            <Box component="ol" aria-label={translate('app.gerenciador.historico.lista')} sx={{ p: 0, m: 0 }}>
              {pagina.execucoes.map((e) => (
                <ExecucaoItem key={e.id} execucao={e} comTipo={tipo === null} baixando={baixando} onBaixarFalhas={(x) => void baixar(x)} />
              ))}
            </Box>
          )}
          {pagina && pagina.total > pagina.execucoes.length && (
            <Button onClick={() => setLimite(limite + EXECUCOES_POR_VEZ)}>{translate('app.gerenciador.historico.mais')}</Button>
          )}
        </Secao>
      </CardContent>
    </Card>
  );
}
