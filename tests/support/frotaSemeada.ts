import { randomUUID } from 'node:crypto';
import { ordemVersao } from '../../common/versao';
import type { Db } from '../../server/db/connection';
import { VERSAO_SERVIDOR } from '../../server/services/gerenciador';

/** The troubles a seeded branch can have, each with the problems the fleet must list for it (most severe first). */
export const CATEGORIAS_PROBLEMA = [
  { nome: 'desconectada e com registros em erro', problemas: ['offline', 'registrosErro'] },
  { nome: 'estrutura do ERP alterada', problemas: ['estrutura'] },
  { nome: 'execução falhando', problemas: ['execucoesFalha'] },
  { nome: 'registros em erro', problemas: ['registrosErro'] },
  { nome: 'gerenciador desatualizado', problemas: ['desatualizado'] },
] as const;

export interface FrotaSemeada {
  /** The branches' ids in creation order (the seed's index i is position i). */
  ids: number[];
  nomes: string[];
  /** The category (index into CATEGORIAS_PROBLEMA) of each branch in trouble, by id. */
  categoria: Map<number, number>;
  /** Branches whose agent never connected (no trouble: nothing installed yet). */
  nuncaConectadas: number[];
  /** The contratante of each branch, by id. */
  contratante: Map<number, number>;
  /** Records in erro seeded per category 0 and 3 branch. */
  registrosErroPorCategoria: Record<0 | 3, number>;
}

const LOTE = 400;

async function emLotes<T>(linhas: T[], inserir: (lote: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < linhas.length; i += LOTE) await inserir(linhas.slice(i, i + LOTE));
}

/**
 * A fleet written straight into the database (the API would take minutes for a thousand branches):
 * `filiais` branches named "Filial 0001"… spread over `contratantes` two by two, one in every `filiais / emProblema`
 * in trouble (index i % passo === passo - 3), the troubles taking turns through CATEGORIAS_PROBLEMA;
 * the others connected now with the server's version, except one in 50 that never connected.
 * `agora` is the moment the fleet is read at (the presences are fresh then; an offline agent last
 * spoke two hours before it). The tests, the e2e test and the bench read the same fleet.
 */
export async function semearFrota(
  db: Db,
  opcoes: { contratantes: number[]; filiais?: number; emProblema?: number; agora?: Date; presencaAte?: Date; pedidosPorFilial?: number },
): Promise<FrotaSemeada> {
  const total = opcoes.filiais ?? 1000;
  const emProblema = opcoes.emProblema ?? 100;
  const passo = Math.floor(total / emProblema);
  const agora = opcoes.agora ?? new Date();
  const presenca = (opcoes.presencaAte ?? agora).toISOString();
  const haDuasHoras = new Date(agora.getTime() - 2 * 3600_000).toISOString();
  const haUmMinuto = new Date(agora.getTime() - 60_000).toISOString();
  const k = db.kysely;
  const nomes = Array.from({ length: total }, (_, i) => `Filial ${String(i + 1).padStart(4, '0')}`);
  const agoraIso = agora.toISOString();
  const categorias = Array.from({ length: total }, (_, i) =>
    i % passo === passo - 3 && Math.floor(i / passo) < emProblema ? Math.floor(i / passo) % CATEGORIAS_PROBLEMA.length : -1,
  );
  const nunca = (i: number) => categorias[i] === -1 && i % 50 === 1;
  const offline = (c: number) => c === 0;
  // In pairs, so that every contratante gets branches of every kind of trouble.
  const contratanteDe = (i: number) => opcoes.contratantes[Math.floor(i / 2) % opcoes.contratantes.length];

  const ids: number[] = [];
  await emLotes(
    nomes.map((nome, i) => ({ nome, i })),
    async (lote) => {
      const linhas = await k
        .insertInto('mobile_filial')
        .values(
          lote.map(({ nome, i }) => {
            const c = categorias[i];
            const versao = c === 4 ? '0.0.1' : VERSAO_SERVIDOR;
            return {
              contratanteId: contratanteDe(i),
              filialUuid: randomUUID(),
              identificadorApp: `FROTA${String(i).padStart(5, '0')}`,
              numeroDispositivos: 1,
              nome,
              tipoDocFederal: 'J',
              ativo: 1,
              ultimoContatoGerenciador: nunca(i) ? null : offline(c) ? haDuasHoras : haUmMinuto,
              versaoGerenciador: nunca(i) ? null : versao,
              versaoGerenciadorOrdem: nunca(i) ? null : ordemVersao(versao),
              createdAt: agoraIso,
              updatedAt: agoraIso,
            };
          }),
        )
        .returning('id')
        .execute();
      ids.push(...linhas.map((l) => l.id));
    },
  );

  const categoria = new Map<number, number>();
  ids.forEach((id, i) => categorias[i] >= 0 && categoria.set(id, categorias[i]));
  const conectadas = ids.filter((_, i) => !nunca(i) && !offline(categorias[i]));
  await emLotes(conectadas, (lote) =>
    k
      .insertInto('gerenciador_presenca')
      .values(
        lote.map((filialId) => ({
          filialId,
          instancia: 'frota-semeada',
          versao: categoria.get(filialId) === 4 ? '0.0.1' : VERSAO_SERVIDOR,
          hostname: 'erp',
          ultimoContato: presenca,
        })),
      )
      .execute(),
  );

  const emCategoria = (c: number) => ids.filter((id) => categoria.get(id) === c);
  await emLotes(emCategoria(2), (lote) =>
    k
      .insertInto('sync_execucao')
      .values(
        lote.map((filialId) => ({
          filialId,
          tipo: 'configuracaoDadosProduto',
          dtInicio: haUmMinuto,
          dtFim: haUmMinuto,
          executando: 0,
          sucesso: 0,
          cancelada: 0,
          erro: 'Tabela PRODUTOS não existe',
          updatedAt: haUmMinuto,
          itemsCount: 0,
          itensSincronizadosCount: 0,
          envioCompleto: 0,
          reenviarTodos: 0,
          geracao: 0,
          msg: 'A tabela não existe no banco do ERP.',
        })),
      )
      .execute(),
  );
  await emLotes(emCategoria(1), (lote) =>
    k
      .insertInto('gerenciador_divergencia')
      .values(
        lote.map((filialId) => ({
          filialId,
          tipo: 'configuracaoDadosProduto',
          divergencias: JSON.stringify([{ tabela: 'PRODUTOS', coluna: 'PRECO', motivo: 'A coluna PRECO da tabela PRODUTOS não existe mais.' }]),
          desde: haUmMinuto,
          atualizadoEm: haUmMinuto,
        })),
      )
      .execute(),
  );
  // Their failed runs of the last days, for the charts.
  await emLotes(
    emCategoria(2).flatMap((filialId) => [1, 2, 4].map((dias) => ({ filialId, quando: new Date(agora.getTime() - dias * 86_400_000).toISOString() }))),
    (lote) =>
      k
        .insertInto('sync_historico')
        .values(
          lote.map(({ filialId, quando }) => ({
            filialId,
            tipo: 'configuracaoDadosProduto',
            dtInicio: quando,
            dtFim: quando,
            modo: 'alterados',
            lidos: 0,
            enviados: 0,
            removidos: 0,
            resultado: 'falha',
            retomada: 0,
            msg: 'A tabela não existe no banco do ERP.',
            erro: 'Tabela PRODUTOS não existe',
            falhas: 0,
          })),
        )
        .execute(),
  );
  const registrosErroPorCategoria = { 0: 2, 3: 3 } as const;
  const erros = ([0, 3] as const).flatMap((c) => emCategoria(c).flatMap((filialId) => Array.from({ length: registrosErroPorCategoria[c] }, () => filialId)));
  const pedidos = ids.flatMap((filialId) => Array.from({ length: opcoes.pedidosPorFilial ?? 0 }, (_, n) => ({ filialId, n })));
  await emLotes(
    [
      ...erros.map((filialId) => ({ filialId, situacao: 'erro' as const, quando: haUmMinuto })),
      ...pedidos.map(({ filialId, n }) => ({
        filialId,
        situacao: 'integrado' as const,
        quando: new Date(agora.getTime() - (n % 30) * 86_400_000).toISOString(),
      })),
    ],
    (lote) =>
      k
        .insertInto('mobile_registro')
        .values(
          lote.map((r) => ({
            filialId: r.filialId,
            dispositivoId: null,
            tipo: 'pedido',
            uuid: randomUUID(),
            dados: '{}',
            situacao: r.situacao,
            chaveErp: r.situacao === 'integrado' ? 'ERP1' : null,
            erro: r.situacao === 'erro' ? 'O cliente não existe no ERP.' : null,
            erroTipo: null,
            erroDetalhe: null,
            reenviadoEm: null,
            createdAt: r.quando,
            updatedAt: r.quando,
            usuarioIdentificador: null,
          })),
        )
        .execute(),
  );
  return {
    ids,
    nomes,
    categoria,
    contratante: new Map(ids.map((id, i) => [id, contratanteDe(i)])),
    nuncaConectadas: ids.filter((_, i) => nunca(i)),
    registrosErroPorCategoria,
  };
}
