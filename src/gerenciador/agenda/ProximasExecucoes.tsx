import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ProximaExecucao } from '../../../common/api/statusSincronizacao';
import { FUSO_AGENDA, TIPOS_DADOS_POR_TIPO } from '../../../common/catalogo';
import { formatarDataHoraNoFuso } from '../../../common/text/dataHora';
import { proximasExecucoes } from '../api/operacoes';
import { Secao } from '../components/PaginaGerenciador';
import { useGerenciador } from '../GerenciadorContext';
import { usePolling } from '../hooks/usePolling';
import { INTERVALO_PROXIMA_MS } from '../hooks/intervalosPolling';

/**
 * The status page's list of each read type's next automatic run (common/catalogo/agenda), as the
 * connected agent programmed it, in Brasília time; each type links to its data page.
 */
export function ProximasExecucoes() {
  const translate = useTranslate();
  const { filial, status, caminho } = useGerenciador();
  const [proximas, setProximas] = useState<ProximaExecucao[] | null>(null);
  const conectado = status?.conectado ?? false;
  const ler = useCallback(async () => setProximas(await proximasExecucoes(filial.identificadorApp)), [filial.identificadorApp]);
  // Read again when the agent connects or goes: without it there is nothing programmed.
  usePolling(ler, INTERVALO_PROXIMA_MS, conectado);

  const vazio = !conectado ? 'app.gerenciador.agenda.lista_desconectado' : proximas && !proximas.length ? 'app.gerenciador.agenda.lista_vazia' : null;
  return (
    <Secao id="proximas-execucoes" titulo={translate('app.gerenciador.agenda.lista_titulo')}>
      {vazio ? (
        <Typography color="text.secondary">{translate(vazio)}</Typography>
      ) : (
        <Table size="small" aria-labelledby="proximas-execucoes">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.gerenciador.agenda.lista_tipo')}</TableCell>
              <TableCell>{translate('app.gerenciador.agenda.proxima')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(proximas ?? []).map((p) => {
              const def = TIPOS_DADOS_POR_TIPO[p.tipo];
              return (
                <TableRow key={p.tipo}>
                  <TableCell>
                    {def ? (
                      <Link component={RouterLink} to={caminho(def.rota)}>
                        {def.titulo}
                      </Link>
                    ) : (
                      p.tipo
                    )}
                  </TableCell>
                  <TableCell data-tipo={p.tipo}>
                    {p.proximaExecucao
                      ? translate('app.gerenciador.agenda.proxima_em', { data: formatarDataHoraNoFuso(p.proximaExecucao, FUSO_AGENDA) })
                      : translate('app.gerenciador.agenda.lista_executando')}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Secao>
  );
}
