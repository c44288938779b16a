import { configuracaoPadrao, type Configuracao } from '../../common/catalogo';

/** The products' configuration the agent's tests sync: the test ERP's select, its columns mapped, one custom field. */
export function configProdutos(pagina = 50): Configuracao {
  const c = configuracaoPadrao('configuracaoDadosProduto');
  c.ativa = true;
  Object.assign(c.dados, {
    quantidadeRegistrosPaginar: pagina,
    select: 'SELECT codigo, descricao, preco, estoque, ativo, grupo FROM produtos ORDER BY codigo',
  });
  c.mapeamento.campos = {
    produtoIdentificador: 'codigo',
    descricao: 'descricao',
    valorUnitario: 'preco',
    estoqueAtual: 'estoque',
    ativo: 'ativo',
    grupo: 'grupo',
  };
  c.mapeamento.camposPersonalizados = [
    {
      id: 'CP_1',
      label: 'Grupo',
      tipo: 'texto',
      fieldRelacionado: 'grupo',
      mostraLista: true,
      editavel: false,
      editavelObrigatorio: false,
      valoresSelecionavel: [],
    },
  ];
  return c;
}
