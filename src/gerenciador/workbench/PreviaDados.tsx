import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultadoPrevia } from '../../../common/api/previa';
import type { CampoMapeavel } from '../../../common/catalogo';
import { previsualizar, type ConfiguracaoPagina } from '../api/workbench';
import { Secao } from '../components/PaginaGerenciador';
import { BotaoTeste, TesteFeedback } from '../components/TesteFeedback';
import { useGerenciador } from '../GerenciadorContext';
import { useTeste } from '../hooks/useTeste';
import { valorExibido } from './valorExibido';

/** The fields the rows carry, in the order they first appear. */
const camposDasLinhas = (previa: ResultadoPrevia) => [...new Set(previa.linhas.flatMap((l) => Object.keys(l.dados ?? {})))];

/**
 * "Pré-visualizar": the page's select (sub-selects included) run by the agent on the first rows,
 * each row mapped exactly as the phones will receive it, with its mapping error beside it. The
 * configuration goes as it stands on screen: nothing is saved nor sent.
 */
interface Props {
  tipo: string;
  configuracao: ConfiguracaoPagina;
  campos: CampoMapeavel[];
  /** The select's columns the preview saw (they feed the mapping's pickers). */
  onColunas?: (colunas: string[]) => void;
}

export function PreviaDados({ tipo, configuracao, campos, onColunas }: Props) {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const teste = useTeste();
  const previa = teste.estado.fase === 'concluido' ? (teste.estado.resultado?.dados as ResultadoPrevia | null | undefined) : null;
  const rotulo = (nome: string) => campos.find((c) => c.nome === nome)?.label ?? nome;
  const rotulos = {
    itens: (n: number) => translate('app.gerenciador.previa.itens', { n }),
    sim: translate('app.gerenciador.sim'),
    nao: translate('app.gerenciador.nao'),
  };
  const nomes = previa ? camposDasLinhas(previa) : [];
  const previsualizarPagina = async () => {
    const colunas = ((await teste.testar(() => previsualizar(filial.identificadorApp, tipo, configuracao)))?.dados as ResultadoPrevia | null | undefined)
      ?.colunas;
    if (colunas?.length) onColunas?.(colunas);
  };

  return (
    <Secao id="previa-dados" titulo={translate('app.gerenciador.previa.titulo')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.gerenciador.previa.ajuda')}
      </Typography>
      <BotaoTeste estado={teste.estado} label="app.gerenciador.previa.botao" onClick={() => void previsualizarPagina()} />
      <TesteFeedback estado={teste.estado} />
      {previa?.linhas.length ? (
        <Box sx={{ overflowX: 'auto', mt: 1 }} tabIndex={0} role="region" aria-label={translate('app.gerenciador.previa.tabela')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.gerenciador.previa.linha')}</TableCell>
                <TableCell>{translate('app.gerenciador.previa.identificador')}</TableCell>
                <TableCell>{translate('app.gerenciador.previa.situacao')}</TableCell>
                {nomes.map((nome) => (
                  <TableCell key={nome} title={nome}>
                    {rotulo(nome)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {previa.linhas.map((linha, i) => (
                <TableRow key={i} data-erro={linha.erro ? 'sim' : undefined}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell>{linha.identificador ?? '—'}</TableCell>
                  <TableCell sx={{ color: linha.erro ? 'error.main' : 'success.main', minWidth: linha.erro ? 220 : undefined }}>
                    {linha.erro ?? translate('app.gerenciador.previa.ok')}
                  </TableCell>
                  {nomes.map((nome) => (
                    <TableCell key={nome}>{valorExibido(linha.dados?.[nome], rotulos, campos.find((c) => c.nome === nome)?.tipo)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Secao>
  );
}
