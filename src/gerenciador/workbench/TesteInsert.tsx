import { Box, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExecucaoTesteInsert, PassoTesteInsert, ResultadoTesteInsert } from '../../../common/api/testeInsert';
import { MSG } from '../../../common/messages';
import type { GrupoInsert } from '../../../common/catalogo';
import { testarInsert, type ConfiguracaoPagina } from '../api/workbench';
import { Secao } from '../components/PaginaGerenciador';
import { BotaoTeste, TesteFeedback } from '../components/TesteFeedback';
import { useGerenciador } from '../GerenciadorContext';
import { useTeste } from '../hooks/useTeste';
import { valorExibido, type Rotulos } from './valorExibido';

/** A statement's name: the card of its group, the item it ran for, or the key select after it. */
function usePasso(grupos: GrupoInsert[]) {
  const translate = useTranslate();
  return (p: PassoTesteInsert) => {
    const grupo = grupos.find((g) => g.chave === p.grupo)?.label ?? p.grupo;
    if (p.etapa === 'selectChave') return translate('app.gerenciador.teste_insert.passo_chave', { grupo, card: p.card });
    if (p.item !== null) return translate('app.gerenciador.teste_insert.passo_item', { grupo, card: p.card, item: p.item });
    return translate('app.gerenciador.teste_insert.passo_cabecalho', { grupo, card: p.card });
  };
}

const ORIGENS: Record<ResultadoTesteInsert['origem'], string> = {
  fila: 'app.gerenciador.teste_insert.origem_fila',
  ultimoRecebido: 'app.gerenciador.teste_insert.origem_ultimo',
  exemplo: 'app.gerenciador.teste_insert.origem_exemplo',
};

/** One run of the test: which record it bound, whether it passed (the message above says why not), and every statement with its values. */
function Execucao({ execucao, nomePasso, rotulos }: { execucao: ExecucaoTesteInsert; nomePasso: (p: PassoTesteInsert) => string; rotulos: Rotulos }) {
  const translate = useTranslate();
  const titulo = MSG.execucaoTesteInsert[execucao.campos];
  const id = `teste-insert-${execucao.campos}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }} data-execucao={execucao.campos}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={id} component="h3" variant="subtitle1">
          {titulo}
        </Typography>
        <Chip
          size="small"
          color={execucao.ok ? 'success' : 'error'}
          label={translate(execucao.ok ? 'app.gerenciador.teste_insert.execucao_ok' : 'app.gerenciador.teste_insert.execucao_falhou')}
        />
      </Box>
      <Box component="ol" aria-label={`${translate('app.gerenciador.teste_insert.passos')}: ${titulo}`} sx={{ p: 0, m: 0, mt: 1 }}>
        {execucao.passos.map((passo, i) => {
          const falhou = execucao.falhouNoPasso === i;
          const nome = nomePasso(passo);
          return (
            <Paper
              key={i}
              component="li"
              variant="outlined"
              aria-label={nome}
              sx={{ listStyle: 'none', p: 1.5, mb: 1, borderColor: falhou ? 'error.main' : undefined }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="h4" variant="subtitle2">
                  {nome}
                </Typography>
                {falhou && <Chip size="small" color="error" label={translate('app.gerenciador.teste_insert.falhou')} />}
              </Box>
              <Box component="pre" sx={{ m: 0, my: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.85rem' }}>
                <code>{passo.sql}</code>
              </Box>
              {passo.parametros.length === 0 ? (
                <Typography variant="body2">{translate('app.gerenciador.teste_insert.sem_parametros')}</Typography>
              ) : (
                <Box
                  sx={{ overflowX: 'auto' }}
                  tabIndex={0}
                  role="region"
                  aria-label={`${translate('app.gerenciador.teste_insert.valores')}: ${nome} (${titulo})`}
                >
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('app.gerenciador.teste_insert.parametro')}</TableCell>
                        <TableCell>{translate('app.gerenciador.teste_insert.valor')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {passo.parametros.map((p, j) => (
                        <TableRow key={j}>
                          <TableCell>{`:${p.nome}`}</TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>{valorExibido(p.valor, rotulos)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * "Testar Insert": the page's inserts, the items' inserts and the key select run by the agent twice,
 * with every optional field of the record filled and with every optional field empty (NULL), each
 * inside a transaction rolled back at its end; per run, every statement with its bound values, and
 * where and why it failed; the key that would have been read (a MyISAM table is refused).
 */
export function TesteInsert({ tipo, configuracao, grupos }: { tipo: string; configuracao: ConfiguracaoPagina; grupos: GrupoInsert[] }) {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const teste = useTeste();
  const nomePasso = usePasso(grupos);
  const resultado = teste.estado.fase === 'concluido' ? (teste.estado.resultado?.dados as ResultadoTesteInsert | null | undefined) : null;
  const rotulos = {
    itens: (n: number) => translate('app.gerenciador.previa.itens', { n }),
    sim: translate('app.gerenciador.sim'),
    nao: translate('app.gerenciador.nao'),
  };

  return (
    <Secao id="teste-insert" titulo={translate('app.gerenciador.teste_insert.titulo')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.gerenciador.teste_insert.ajuda')}
      </Typography>
      <BotaoTeste
        estado={teste.estado}
        label="app.gerenciador.teste_insert.botao"
        onClick={() => void teste.testar(() => testarInsert(filial.identificadorApp, tipo, configuracao))}
      />
      <TesteFeedback estado={teste.estado} />
      {resultado && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{translate(ORIGENS[resultado.origem])}</Typography>
          {resultado.chave !== null && (
            <Typography sx={{ mt: 1, fontWeight: 'bold' }} data-chave={resultado.chave}>
              {translate('app.gerenciador.teste_insert.chave', { chave: resultado.chave })}
            </Typography>
          )}
          {resultado.execucoes.map((execucao) => (
            <Execucao key={execucao.campos} execucao={execucao} nomePasso={nomePasso} rotulos={rotulos} />
          ))}
        </Box>
      )}
    </Secao>
  );
}
