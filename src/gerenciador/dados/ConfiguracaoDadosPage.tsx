import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Card, CardContent, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  camposVisiveis,
  normalizarTempo,
  temAgenda,
  validarCamposPersonalizados,
  valoresFixos,
  type DadosTipo,
  type TipoDados,
} from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { BarraAcoes } from '../components/BarraAcoes';
import { Carregando } from '../components/Carregando';
import { ConfirmButton } from '../components/ConfirmButton';
import { PaginaGerenciador } from '../components/PaginaGerenciador';
import { useConfirmacao } from '../components/useConfirmacao';
import { useGerenciador } from '../GerenciadorContext';
import { useConfiguracaoForm } from '../hooks/useConfiguracaoForm';
import { CamposPersonalizados } from './CamposPersonalizados';
import {
  adicionarCampo,
  adicionarInsert,
  adicionarJanela,
  agendaDoForm,
  alterarCampo,
  alterarInsert,
  alterarJanela,
  chaveMapeamento,
  definirDado,
  fixar,
  mapear,
  moverInsert,
  removerCampo,
  removerInsert,
  removerJanela,
  type ChaveSelect,
  type FormDados,
} from './formDados';
import { GravacaoUnicaSecao } from './GravacaoUnicaSecao';
import { InsertGrupo } from './InsertGrupo';
import { PainelSincronizacao } from './PainelSincronizacao';
import { RegistrosAplicativo } from './RegistrosAplicativo';
import { idCampo, idDado, justificativaDoCampo, justificativasAvulsas, type ItemRevisao } from './revisaoSugestao';
import { SelectSecao } from './SelectSecao';
import { SugestaoPainel } from './SugestaoPainel';
import { useColunasConhecidas } from './useColunasConhecidas';
import { useSugestao } from './useSugestao';
import { AgendaSecao } from '../agenda/AgendaSecao';
import { DescobertaPainel } from '../descoberta/DescobertaPainel';
import { useDescoberta } from '../descoberta/useDescoberta';
import { HistoricoExecucoes } from '../historico/HistoricoExecucoes';
import { PreviaDados } from '../workbench/PreviaDados';
import { TesteInsert } from '../workbench/TesteInsert';

/**
 * configuracao_dados_*: one component for every data type, drawn from its catalogue entry — the
 * selects and their mapping for data read from the ERP, the insert cards for records written to it.
 * "Sugerir configuração" fills it as a draft to review; one Salvar keeps every control of the page.
 */
export function ConfiguracaoDadosPage({ def }: { def: TipoDados }) {
  const translate = useTranslate();
  const { basica } = useGerenciador();
  const { form, erros, setErros, salvando, salvar, limpar, alterar, alterado } = useConfiguracaoForm<DadosTipo>(def.tipo);
  const comSelect = def.direcao === 'erpParaNuvem';
  const descoberta = useDescoberta();
  const revisao = useSugestao(def.tipo, form, alterar);
  const conhecidas = useColunasConhecidas(descoberta.esquema);
  /** Counts saves and clears: the sync panel reads the next run the agent programs from them. */
  const [salvamentos, setSalvamentos] = useState(0);
  const salvarERever = async () => {
    if (await salvar()) {
      revisao.encerrar();
      setSalvamentos((n) => n + 1);
    }
  };
  const confirmarSalvar = useConfirmacao(translate('app.gerenciador.sugestao.confirma_salvar', { n: revisao.pendentes.length }), salvarERever);

  if (!form) {
    return (
      <PaginaGerenciador titulo={def.titulo}>
        <Carregando />
      </PaginaGerenciador>
    );
  }
  const { dados, mapeamento } = form;
  const mudar = (muda: (f: FormDados) => FormDados, ...chaves: string[]) => alterar(muda, ...chaves);
  const campos = camposVisiveis(def.campos, basica);
  const subSelects = comSelect ? def.subSelects.filter((sub) => !sub.visivel || sub.visivel(basica)) : [];
  const visiveis: Record<ChaveSelect, string[]> = { select: comSelect ? campos.map((c) => c.nome) : [], selectItens: [], selectFormaPagamentoCliente: [] };
  for (const sub of subSelects) visiveis[sub.chave] = sub.campos.map((c) => c.nome);

  // The proposal under review: each mapped field shows it inline; the rest is listed in its panel.
  const justificativas = revisao.sugestao?.justificativas ?? [];
  const pendente = new Set(revisao.pendentes.map((i) => i.id));
  const sugestaoDe = (chave: ChaveSelect) => (campo: string) => {
    const justificativa = justificativaDoCampo(justificativas, chave, campo);
    const emRevisao = pendente.has(idCampo(chave, campo));
    return revisao.sugestao && (justificativa || emRevisao) ? { justificativa, pendente: emRevisao } : undefined;
  };
  const revisar = (chave: ChaveSelect) => ({
    sugestaoDe: sugestaoDe(chave),
    onAceitar: (campo: string) => revisao.aceitar(idCampo(chave, campo)),
    onRejeitar: (campo: string) => revisao.rejeitar(idCampo(chave, campo)),
  });
  const rotulo = (item: ItemRevisao): string => {
    if (item.tipo === 'campo') {
      const doSelect = item.select === 'select' ? def.campos : def.subSelects.find((sub) => sub.chave === item.select)?.campos;
      return doSelect?.find((c) => c.nome === item.campo)?.label ?? item.campo;
    }
    if (item.chave === 'select') return translate('app.gerenciador.dados.sql_select');
    const sub = def.subSelects.find((x) => x.chave === item.chave);
    if (sub) return `${translate('app.gerenciador.dados.sql_select')}: ${sub.label}`;
    return (
      def.inserts.find((g) => g.chave === item.chave)?.label ??
      def.dadosExtras?.[item.chave] ??
      translate(`app.gerenciador.sugestao.dados.${item.chave}`, { _: item.chave })
    );
  };
  const itensAvulsos = revisao.pendentes.filter((i) => i.tipo === 'dado' || !visiveis[i.select].includes(i.campo));
  /** A change by hand to something the proposal filled: it is the integrator's now. */
  const mudarItem = (id: string, muda: (f: FormDados) => FormDados, ...chaves: string[]) => {
    revisao.assumir(id);
    mudar(muda, ...chaves);
  };
  const onSalvar = () => (revisao.pendentes.length ? confirmarSalvar.abrir() : void salvarERever());
  const adicionarCampoValidando = () => {
    // docs/produto.md §4: a new custom field only after the existing ones are valid.
    const existentes = validarCamposPersonalizados(mapeamento.camposPersonalizados, comSelect ? dados.select : undefined);
    if (Object.keys(existentes).length) setErros({ ...erros, ...existentes });
    else mudar((f) => adicionarCampo(f));
  };

  return (
    <PaginaGerenciador
      titulo={def.titulo}
      alterado={alterado}
      acoes={
        <FormControlLabel
          control={
            <Switch
              checked={form.ativa}
              onChange={(e) => mudar((f) => ({ ...f, ativa: e.target.checked }))}
              slotProps={{ input: { 'aria-describedby': 'dados-ativa-ajuda' } }}
            />
          }
          label={translate('app.gerenciador.dados.ativa')}
        />
      }
    >
      <Typography id="dados-ativa-ajuda" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {comSelect ? translate('app.gerenciador.dados.ativa_ajuda_leitura') : translate('app.gerenciador.dados.ativa_ajuda_insert', { titulo: def.titulo })}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <SugestaoPainel
            revisao={revisao}
            rotulo={rotulo}
            itensAvulsos={itensAvulsos}
            justificativasAvulsas={justificativasAvulsas(justificativas, def, visiveis)}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField
              id="dados-tempoSincronizacao"
              label={translate('app.gerenciador.dados.tempo')}
              value={dados.tempoSincronizacao}
              onChange={(e) => mudar((f) => definirDado(f, 'tempoSincronizacao', e.target.value), 'tempoSincronizacao')}
              onBlur={(e) => mudar((f) => definirDado(f, 'tempoSincronizacao', normalizarTempo(e.target.value)))}
              error={Boolean(erros.tempoSincronizacao)}
              helperText={erros.tempoSincronizacao}
            />
            <TextField
              id="dados-quantidadeRegistrosPaginar"
              type="number"
              label={translate('app.gerenciador.dados.registros')}
              value={String(dados.quantidadeRegistrosPaginar ?? '')}
              onChange={(e) =>
                mudar(
                  (f) => definirDado(f, 'quantidadeRegistrosPaginar', e.target.value === '' ? ('' as unknown as number) : Number(e.target.value)),
                  'quantidadeRegistrosPaginar',
                )
              }
              error={Boolean(erros.quantidadeRegistrosPaginar)}
              helperText={erros.quantidadeRegistrosPaginar ?? translate('app.gerenciador.dados.registros_ajuda')}
              slotProps={{ htmlInput: { min: 10, max: 100 } }}
            />
            {Object.entries(def.dadosExtras ?? {}).map(([chave, label]) => (
              <TextField
                key={chave}
                id={`dados-${chave}`}
                label={label}
                required
                value={String((dados as unknown as Record<string, unknown>)[chave] ?? '')}
                onChange={(e) => mudarItem(idDado(chave), (f) => ({ ...f, dados: { ...f.dados, [chave]: e.target.value } }), chave)}
                error={Boolean(erros[chave])}
                helperText={erros[chave]}
              />
            ))}
          </Box>

          {temAgenda(def) && (
            <AgendaSecao
              agenda={agendaDoForm(form)}
              erros={erros}
              onAdicionar={(lista) => mudar((f) => adicionarJanela(f, lista))}
              onAlterar={(lista, i, patch) => mudar((f) => alterarJanela(f, lista, i, patch), `agenda.${lista}.${i}`)}
              // The windows after it move up: their messages no longer name the right one.
              onRemover={(lista, i) => mudar((f) => removerJanela(f, lista, i), 'agenda')}
            />
          )}

          {comSelect && (
            <SelectSecao
              chave="select"
              titulo={translate('app.gerenciador.dados.select')}
              sql={dados.select}
              onSql={(sql) => mudarItem(idDado('select'), (f) => definirDado(f, 'select', sql), 'select')}
              campos={campos}
              mapa={mapeamento.campos}
              onMapear={(campo, coluna) => mudarItem(idCampo('select', campo), (f) => mapear(f, 'select', campo, coluna), `mapeamento.select.${campo}`)}
              fixos={valoresFixos(mapeamento, 'campos')}
              onFixar={(campo, texto) => mudarItem(idCampo('select', campo), (f) => fixar(f, 'select', campo, texto), `mapeamento.select.${campo}`)}
              erros={erros}
              parametros={def.parametrosSelect}
              pagina={{ tipo: def.tipo, dados: dados as unknown as Record<string, unknown> }}
              descoberta={descoberta}
              comPainel
              colunas={conhecidas.colunas('select', dados.select, revisao.sugestao?.mapeamento)}
              onColunas={(colunas) => conhecidas.registrar('select', colunas)}
              {...revisar('select')}
            />
          )}
          {subSelects.map((sub) => (
            <SelectSecao
              key={sub.chave}
              chave={sub.chave}
              titulo={sub.label}
              sql={dados[sub.chave]}
              onSql={(sql) => mudarItem(idDado(sub.chave), (f) => definirDado(f, sub.chave, sql), sub.chave)}
              campos={sub.campos}
              mapa={mapeamento[sub.chave]}
              onMapear={(campo, coluna) => mudarItem(idCampo(sub.chave, campo), (f) => mapear(f, sub.chave, campo, coluna), `mapeamento.${sub.chave}.${campo}`)}
              fixos={valoresFixos(mapeamento, chaveMapeamento(sub.chave))}
              onFixar={(campo, texto) => mudarItem(idCampo(sub.chave, campo), (f) => fixar(f, sub.chave, campo, texto), `mapeamento.${sub.chave}.${campo}`)}
              erros={erros}
              descoberta={descoberta}
              colunas={conhecidas.colunas(sub.chave, dados[sub.chave], revisao.sugestao?.mapeamento)}
              onColunas={(colunas) => conhecidas.registrar(sub.chave, colunas)}
              {...revisar(sub.chave)}
            />
          ))}

          <CamposPersonalizados
            campos={mapeamento.camposPersonalizados}
            comSelect={comSelect}
            erros={erros}
            onAdicionar={adicionarCampoValidando}
            onAlterar={(i, patch) => mudar((f) => alterarCampo(f, i, patch), `camposPersonalizados.${i}`)}
            onRemover={(i) => mudar((f) => removerCampo(f, i), 'camposPersonalizados')}
          />

          {def.inserts.length > 0 && <DescobertaPainel descoberta={descoberta} />}
          {def.inserts.map((grupo) => (
            <InsertGrupo
              key={grupo.chave}
              grupo={grupo}
              cards={dados[grupo.chave] ?? []}
              erro={erros[grupo.chave]}
              onAdicionar={() => mudarItem(idDado(grupo.chave), (f) => adicionarInsert(f, grupo.chave))}
              onAlterar={(i, patch) => mudarItem(idDado(grupo.chave), (f) => alterarInsert(f, grupo.chave, i, patch), grupo.chave)}
              onRemover={(i) => mudarItem(idDado(grupo.chave), (f) => removerInsert(f, grupo.chave, i), grupo.chave)}
              onMover={(de, para) => mudarItem(idDado(grupo.chave), (f) => moverInsert(f, grupo.chave, de, para))}
              esquema={descoberta.esquema}
            />
          ))}
          {def.inserts.length > 0 && (
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Switch
                  checked={Boolean(dados.transacaoInsert)}
                  onChange={(e) => mudarItem(idDado('transacaoInsert'), (f) => definirDado(f, 'transacaoInsert', e.target.checked))}
                />
              }
              label={translate('app.gerenciador.dados.transacao')}
            />
          )}
          {def.inserts.length > 0 && (
            <GravacaoUnicaSecao
              valor={dados.gravacaoUnica}
              onChange={(valor) => mudarItem(idDado('gravacaoUnica'), (f) => definirDado(f, 'gravacaoUnica', valor), 'gravacaoUnica')}
              esquema={descoberta.esquema}
              erros={erros}
            />
          )}

          {comSelect && (
            <PreviaDados
              tipo={def.tipo}
              configuracao={{ dados: dados as unknown as Record<string, unknown>, mapeamento }}
              campos={campos}
              onColunas={(colunas) => conhecidas.registrar('select', colunas)}
            />
          )}
          {def.inserts.length > 0 && (
            <TesteInsert tipo={def.tipo} configuracao={{ dados: dados as unknown as Record<string, unknown>, mapeamento }} grupos={def.inserts} />
          )}

          <BarraAcoes salvando={salvando} onSalvar={onSalvar}>
            <ConfirmButton
              variant="outlined"
              color="error"
              icone={<DeleteIcon />}
              label="app.gerenciador.acoes.limpar"
              confirmacao={MSG.confirmaLimpezaConfiguracao}
              onConfirm={async () => {
                await limpar();
                revisao.encerrar();
                setSalvamentos((n) => n + 1);
              }}
            />
          </BarraAcoes>
          {confirmarSalvar.dialogo}
        </CardContent>
      </Card>
      {def.registroApp && <RegistrosAplicativo tipo={def.tipo} />}
      <PainelSincronizacao tipo={def.tipo} comAgenda={temAgenda(def)} revisao={salvamentos} />
      {comSelect && <HistoricoExecucoes tipo={def.tipo} />}
    </PaginaGerenciador>
  );
}
