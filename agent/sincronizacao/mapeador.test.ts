import { describe, expect, it } from 'vitest';
import { CONFIGURACAO_BASICA_PADRAO, TIPOS_DADOS_POR_TIPO, type ConfiguracaoBasica } from '../../common/catalogo';
import { criarMapeador, ehFalha } from './mapeador';

const USUARIO = TIPOS_DADOS_POR_TIPO.configuracaoDadosUsuario!;
const MAPEAMENTO = {
  campos: { usuarioIdentificador: 'id', nome: 'nome', login: 'login', password: 'senha', administraSenhas: 'adm_senhas', naoFazPedido: 'nao_vende' },
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};
const LINHA = { id: 7, nome: 'Ana Supervisora', login: 'ana', senha: '81dc9bdb52d04dc20036dbd8313ed055', adm_senhas: 'S', nao_vende: 0 };

const mapear = (tipoSenha: ConfiguracaoBasica['tipoValidacaoCampoSenhaUsuario']) => {
  const r = criarMapeador(USUARIO, MAPEAMENTO, { ...CONFIGURACAO_BASICA_PADRAO, tipoValidacaoCampoSenhaUsuario: tipoSenha }).mapear(LINHA);
  if (ehFalha(r)) throw new Error(r.motivo);
  return r.dados;
};

describe('mapeador de usuários do ERP', () => {
  it('under criadaApp sends administraSenhas (it clears app-created passwords) and never the ERP password', () => {
    const dados = mapear('criadaApp');
    expect(dados).toMatchObject({ usuarioIdentificador: '7', login: 'ana', administraSenhas: true, naoFazPedido: false });
    expect(dados).not.toHaveProperty('password');
  });

  it('under md5 sends the ERP digest and the flags', () => {
    expect(mapear('md5')).toMatchObject({ password: '81dc9bdb52d04dc20036dbd8313ed055', administraSenhas: true });
  });
});

describe('valores fixos no mapeamento', () => {
  const CLIENTE = TIPOS_DADOS_POR_TIPO.configuracaoDadosCliente!;
  const mapeamento = (fixos: Record<string, string>) => ({
    campos: { clienteIdentificador: 'codigo', nome: 'nome', docFederal: 'doc', tipoPessoa: 'tipo' },
    selectItens: {},
    selectFormaPagamentoCliente: {},
    camposPersonalizados: [],
    fixos: { campos: fixos },
  });

  it('takes the fixed value instead of the column, converted to the field’s type', () => {
    const r = criarMapeador(CLIENTE, mapeamento({ tipoPessoa: 'j', ativo: '1' }), CONFIGURACAO_BASICA_PADRAO).mapear({
      codigo: 'C1',
      nome: 'Ana',
      doc: '1',
      tipo: 'X',
    });
    expect(ehFalha(r) ? r.motivo : r.dados).toMatchObject({ clienteIdentificador: 'C1', tipoPessoa: 'J', ativo: true });
  });

  it('does not ask the select for the column of a field with a fixed value', () => {
    const m = criarMapeador(CLIENTE, mapeamento({ tipoPessoa: 'F', ativo: 'S' }), CONFIGURACAO_BASICA_PADRAO);
    expect(m.colunasAusentes({ codigo: 'C1', nome: 'Ana', doc: '1' })).toEqual([]);
  });

  it('fails the row when a fixed value does not convert', () => {
    const r = criarMapeador(CLIENTE, mapeamento({ tipoPessoa: 'J', ativo: 'talvez' }), CONFIGURACAO_BASICA_PADRAO).mapear({
      codigo: 'C1',
      nome: 'Ana',
      doc: '1',
    });
    expect(ehFalha(r) && r.motivo).toBe('o campo ativo (talvez) não é um valor lógico (use 1/0, S/N ou true/false)');
  });
});

describe('preenchimento de colunas CHAR', () => {
  const SITUACAO = TIPOS_DADOS_POR_TIPO.configuracaoDadosSituacaoPedido!;
  const PRODUTO = TIPOS_DADOS_POR_TIPO.configuracaoDadosProduto!;
  const mapa = (campos: Record<string, string>) => ({ campos, selectItens: {}, selectFormaPagamentoCliente: {}, camposPersonalizados: [] });

  it('drops the blanks a CHAR column pads text with, as the phone should show it, and keeps the ERP key byte for byte', () => {
    const r = criarMapeador(SITUACAO, mapa({ pedidoIdentificador: 'id', situacao: 'sit' }), CONFIGURACAO_BASICA_PADRAO).mapear({
      id: 'PED1  ',
      sit: 'Aberto    ',
    });
    expect(ehFalha(r) ? r.motivo : r.dados).toEqual({ pedidoIdentificador: 'PED1  ', situacao: 'Aberto' });
    expect(ehFalha(r) ? null : r.identificador).toBe('PED1  ');
  });

  it('keeps leading blanks and the blanks inside the text; a required text of blanks only is empty', () => {
    const m = criarMapeador(
      PRODUTO,
      mapa({ produtoIdentificador: 'c', descricao: 'd', valorUnitario: 'p', estoqueAtual: 'e', ativo: 'a', grupo: 'g' }),
      CONFIGURACAO_BASICA_PADRAO,
    );
    const r = m.mapear({ c: 'P1', d: '  Pão  francês   ', p: 1, e: 2, a: 'S', g: '          ' });
    expect(ehFalha(r) ? r.motivo : r.dados).toMatchObject({ descricao: '  Pão  francês', grupo: null });
    const vazio = m.mapear({ c: 'P1', d: '     ', p: 1, e: 2, a: 'S', g: null });
    expect(ehFalha(vazio) && vazio.motivo).toBe('o campo obrigatório descricao está vazio');
  });

  it('trims a text custom field the same way', () => {
    const comCampo = {
      ...mapa({ produtoIdentificador: 'c', descricao: 'd', valorUnitario: 'p', estoqueAtual: 'e', ativo: 'a' }),
      camposPersonalizados: [
        {
          id: 'CP_1',
          label: 'Marca',
          tipo: 'texto' as const,
          fieldRelacionado: 'marca',
          mostraLista: true,
          editavel: false,
          editavelObrigatorio: false,
          valoresSelecionavel: [],
        },
      ],
    };
    const r = criarMapeador(PRODUTO, comCampo, CONFIGURACAO_BASICA_PADRAO).mapear({ c: 'P1', d: 'Pão', p: 1, e: 2, a: 1, marca: 'Nestlé    ' });
    expect(ehFalha(r) ? r.motivo : r.dados.camposPersonalizados).toEqual({ CP_1: 'Nestlé' });
  });
});
