/**
 * How a proposal reads table and column names: the words of a name whatever its style (snake_case,
 * CamelCase, "Spaced Names", UPPER_ABBREVIATIONS, words run together as in CODPROD), each turned
 * into the concept it stands for in Portuguese, English or the abbreviations Brazilian ERPs use.
 */

/** Word (accents removed, lower case) → concept. A word absent here stands for itself. */
const SINONIMOS: Record<string, string> = {};

function sinonimos(conceito: string, palavras: string): void {
  for (const p of palavras.split(/\s+/).filter(Boolean)) SINONIMOS[p] = conceito;
}

sinonimos('id', 'id cod codigo codigos code cd key chave ident identificador');
sinonimos('descricao', 'descricao descricoes descr ds description descript dsc');
sinonimos('nome', 'nome nm name razao razaosocial social company fullname');
sinonimos('fantasia', 'fantasia apelido fancy trade tradename alias nickname');
sinonimos('valor', 'valor vl vlr val value amount amt montante');
sinonimos('preco', 'preco precos prc pr price prices pvenda pv');
sinonimos('custo', 'custo cost');
sinonimos('estoque', 'estoque est estq saldo stock instock onhand disponivel inventory');
sinonimos('quantidade', 'quantidade qtd qtde qt quant qty quantity qtdade');
sinonimos('data', 'data dt dta date datahora timestamp dh');
sinonimos('ativo', 'ativo ativa ativos active enabled habilitado habilitada');
sinonimos('inativo', 'inativo inativa inactive discontinued descontinuado bloqueado bloqueada blocked disabled desativado suspenso suspended');
sinonimos('excluido', 'excluido excluida deleted removido apagado deletado exclusao deletion lixeira');
sinonimos('grupo', 'grupo grupos grp group groups categoria categorias category categories cat familia family secao departamento depto dept');
sinonimos('observacao', 'obs observacao observacoes notes note comment comments comentario remarks memo');
sinonimos('cliente', 'cliente clientes cli customer customers client clients cust');
sinonimos('fornecedor', 'fornecedor fornecedores fornec forn supplier suppliers vendor vendors');
sinonimos('vendedor', 'vendedor vendedores vend seller sellers salesman salesperson salesrep rep reps representante repres representantes');
sinonimos('funcionario', 'funcionario funcionarios func employee employees emp staff colaborador colaboradores');
sinonimos('usuario', 'usuario usuarios user users usr operador operadores');
sinonimos('login', 'login username logon');
sinonimos('senha', 'senha password pass pwd passwd hash');
sinonimos('email', 'email mail emails');
sinonimos('telefone', 'telefone fone tel phone celular cel whatsapp mobile telephone');
sinonimos('cpf', 'cpf');
sinonimos('cnpj', 'cnpj cgc');
sinonimos('documento', 'documento doc docs tax taxid vat ein federal');
sinonimos('rg', 'rg ie inscricao insc estadual inscestadual');
sinonimos('cep', 'cep zip zipcode postal postcode');
sinonimos('cidade', 'cidade municipio city town');
sinonimos('uf', 'uf estado state region province');
sinonimos('endereco', 'endereco end logradouro rua address street');
sinonimos('numero', 'numero num nro nr number no');
sinonimos('bairro', 'bairro district neighborhood neighbourhood');
sinonimos('complemento', 'complemento compl complement address2');
sinonimos('tipo', 'tipo tp type kind');
sinonimos('pessoa', 'pessoa pessoas person persons party parties participante participantes entidade entidades parceiro parceiros');
sinonimos('fisica', 'fisica fisico individual');
sinonimos('juridica', 'juridica juridico legal');
sinonimos('situacao', 'situacao sit status');
sinonimos('pedido', 'pedido pedidos ped order orders');
sinonimos('venda', 'venda vendas sale sales');
sinonimos('item', 'item itens items detail details line lines linha linhas');
sinonimos('condicao', 'condicao condicoes cond term terms prazo prazos');
sinonimos('forma', 'forma formas method methods meio meios modalidade');
sinonimos('pagamento', 'pagamento pagamentos pagto pgto pag payment payments');
sinonimos('tabela', 'tabela tabelas tab list lists lista listas table');
sinonimos('operacao', 'operacao operacoes oper operation operations natureza natop');
sinonimos('servico', 'servico servicos serv service services');
sinonimos('receber', 'receber receivable receivables creceber titulo titulos duplicata duplicatas receita');
sinonimos('parcela', 'parcela parcelas installment installments');
sinonimos('vencimento', 'vencimento venc vcto vencto due');
sinonimos('baixa', 'baixa quitacao paid pago liquidacao');
sinonimos('imagem', 'imagem imagens img foto fotos image images picture pictures photo photos');
sinonimos('url', 'url link caminho path');
sinonimos('ordem', 'ordem ordens os');
sinonimos('desconto', 'desconto descontos discount discounts');
sinonimos('total', 'total totais');
sinonimos('unitario', 'unitario unit unitprice');
sinonimos('emissao', 'emissao emitido issued');
sinonimos('percentual', 'percentual perc pct percent percentage porcentagem');
sinonimos('sequencia', 'sequencia seq sequence posicao position');
sinonimos('produto', 'produto produtos prod product products mercadoria mercadorias merc material materiais artigo artigos');
sinonimos('detalhado', 'detalhado detalhada detalhe long complete completa');
sinonimos('minimo', 'minimo min minimum');
sinonimos('maximo', 'maximo max maximum');
sinonimos('criado', 'criado created cadastro inclusao insercao');
sinonimos('alterado', 'alterado updated modified alteracao atualizacao modificado');
sinonimos('entrega', 'entrega delivery shipping ship shipped required');
sinonimos('frete', 'frete freight');

/** Words that join a name together (of, de, da…): they carry no meaning for matching. */
const VAZIAS = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'of',
  'the',
  'in',
  'e',
  'and',
  'a',
  'o',
  'per',
  'por',
  'at',
  'em',
  'fl',
  'flg',
  'flag',
  'ind',
  'is',
  'has',
]);

const semAcento = (texto: string) => texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Known words, longest first: to split CODPROD or PRECOVENDA into cod + prod, preco + venda. */
const CONHECIDAS = [...new Set([...Object.keys(SINONIMOS), 'venda', 'compra', 'unid', 'unidade'])].filter((p) => p.length >= 2);

/** Splits a run-together word into known words when it reads wholly as them (CODPROD → cod, prod); else keeps it. */
function separar(palavra: string): string[] {
  if (SINONIMOS[palavra] || VAZIAS.has(palavra) || palavra.length < 5) return [palavra];
  // Fewest pieces that cover the word exactly; a word left over means it is not a compound.
  const melhor: (string[] | null)[] = Array(palavra.length + 1).fill(null);
  melhor[0] = [];
  for (let i = 0; i < palavra.length; i++) {
    const ate = melhor[i];
    if (!ate) continue;
    for (const p of CONHECIDAS) {
      if (!palavra.startsWith(p, i)) continue;
      const fim = i + p.length;
      if (!melhor[fim] || melhor[fim]!.length > ate.length + 1) melhor[fim] = [...ate, p];
    }
  }
  const partes = melhor[palavra.length];
  return partes && partes.length > 1 ? partes : [palavra];
}

/** The words of a name, lower case and without accents: "Product Name", product_name and ProductName all give [product, name]. */
export function palavras(nome: string): string[] {
  const separado = semAcento(nome)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .toLowerCase();
  return separado
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap(separar);
}

/** The concepts of a name, in order, without the linking words: PRECO_VENDA → [preco, venda]; dt_cadastro → [data, criado]. */
export function conceitos(nome: string): string[] {
  return palavras(nome)
    .filter((p) => !VAZIAS.has(p))
    .map((p) => {
      const singular = p.length > 3 ? p.replace(/s$/, '') : p;
      return SINONIMOS[p] ?? SINONIMOS[singular] ?? singular;
    });
}

/** The concept of one word (as `conceitos` reads it). */
export const conceito = (palavra: string) => SINONIMOS[semAcento(palavra).toLowerCase()] ?? palavra;
