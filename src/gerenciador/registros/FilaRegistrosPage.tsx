import { useCallback, useRef, useState } from 'react';
import { Box, Card, CardContent, Pagination, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaginaFila, RegistroFila } from '../../../common/api/filaRegistros';
import { MSG } from '../../../common/messages';
import { descartarRegistro, reenviarRegistro, registrosAplicativo } from '../api/workbench';
import { Carregando } from '../components/Carregando';
import { PaginaGerenciador } from '../components/PaginaGerenciador';
import { useGerenciador } from '../GerenciadorContext';
import { useChamada } from '../hooks/useChamada';
import { usePolling } from '../hooks/usePolling';
import { useTratarFalha } from '../hooks/useTratarFalha';
import { FiltrosFila, type FiltroFila } from './FiltrosFila';
import { RegistroFilaItem } from './RegistroFilaItem';

export const POR_PAGINA = 20;
/** The list follows the agent's work while the page is open. */
const INTERVALO_FILA_MS = 5000;

/**
 * registros_aplicativo: the records the phones sent (customers, orders, service orders), newest
 * first, with their situação; a record in erro re-sent or discarded, each after a confirmation.
 */
export function FilaRegistrosPage() {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const tratarFalha = useTratarFalha();
  const [filtro, setFiltro] = useState<FiltroFila>({ tipo: null, situacao: null });
  const [pagina, setPagina] = useState(1);
  const [fila, setFila] = useState<PaginaFila | null>(null);
  const falhou = useRef(false);
  const operacao = useChamada(MSG.erroInesperado);

  const carregar = useCallback(async () => {
    try {
      setFila(await registrosAplicativo(filial.identificadorApp, { ...filtro, limit: POR_PAGINA, offset: (pagina - 1) * POR_PAGINA }));
      falhou.current = false;
    } catch (error) {
      // One notification per outage, not one per poll.
      if (!falhou.current) await tratarFalha(error);
      falhou.current = true;
    }
  }, [filial.identificadorApp, filtro, pagina, tratarFalha]);
  usePolling(carregar, INTERVALO_FILA_MS);

  const filtrar = (novo: FiltroFila) => {
    setFiltro(novo);
    setPagina(1);
    setFila(null);
  };
  const agir = (executar: typeof reenviarRegistro) => async (r: RegistroFila) => {
    await operacao.chamar(() => executar(filial.identificadorApp, r.tipo, r.uuid));
    await carregar();
  };
  const paginas = fila ? Math.max(1, Math.ceil(fila.total / POR_PAGINA)) : 1;

  return (
    <PaginaGerenciador titulo="app.gerenciador.fila.titulo">
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.gerenciador.fila.descricao')}
          </Typography>
          <FiltrosFila filtro={filtro} onFiltro={filtrar} />
          {!fila ? (
            <Carregando />
          ) : fila.registros.length === 0 ? (
            <Typography role="status">{translate('app.gerenciador.fila.nenhum')}</Typography>
          ) : (
            <>
              <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.gerenciador.fila.total', { n: fila.total })}
              </Typography>
              <Box component="ul" aria-label={translate('app.gerenciador.fila.lista')} sx={{ p: 0, m: 0 }}>
                {fila.registros.map((r) => (
                  <RegistroFilaItem
                    key={r.id}
                    registro={r}
                    ocupado={operacao.executando}
                    onReenviar={agir(reenviarRegistro)}
                    onDescartar={agir(descartarRegistro)}
                  />
                ))}
              </Box>
            </>
          )}
          {paginas > 1 && (
            <Box component="nav" aria-label={translate('app.gerenciador.fila.paginas')} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={paginas}
                page={pagina}
                onChange={(_, p) => setPagina(p)}
                siblingCount={0}
                getItemAriaLabel={(tipo, p, selecionada) =>
                  tipo === 'page'
                    ? translate(selecionada ? 'app.gerenciador.fila.pagina_atual' : 'app.gerenciador.fila.ir_pagina', { n: p })
                    : translate(`app.gerenciador.fila.pagina_${tipo}`)
                }
              />
            </Box>
          )}
        </CardContent>
      </Card>
    </PaginaGerenciador>
  );
}
