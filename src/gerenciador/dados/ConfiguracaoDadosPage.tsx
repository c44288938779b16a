import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Card, CardContent, FormControlLabel, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { camposVisiveis, normalizarTempo, validarCamposPersonalizados, valoresFixos, type DadosTipo, type TipoDados } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { BarraAcoes } from '../components/BarraAcoes';
import { Carregando } from '../components/Carregando';
import { ConfirmButton } from '../components/ConfirmButton';
import { PaginaGerenciador } from '../components/PaginaGerenciador';
import { useGerenciador } from '../GerenciadorContext';
import { useConfiguracaoForm } from '../hooks/useConfiguracaoForm';
import { CamposPersonalizados } from './CamposPersonalizados';
import { adicionarCampo, adicionarInsert, alterarCampo, alterarInsert, chaveMapeamento, definirDado, fixar, mapear, moverInsert, removerCampo, removerInsert, type FormDados } from './formDados';
import { InsertGrupo } from './InsertGrupo';
import { PainelSincronizacao } from './PainelSincronizacao';
import { RegistrosAplicativo } from './RegistrosAplicativo';
import { SelectSecao } from './SelectSecao';
import { DescobertaPainel } from '../descoberta/DescobertaPainel';
import { useDescoberta } from '../descoberta/useDescoberta';
import { HistoricoExecucoes } from '../historico/HistoricoExecucoes';
import { PreviaDados } from '../workbench/PreviaDados';
import { TesteInsert } from '../workbench/TesteInsert';

/**
 * configuracao_dados_*: one component for every data type, drawn from its catalogue entry — the
 * selects and their mapping for data read from the ERP, the insert cards for records written to it.
 */
export function ConfiguracaoDadosPage({ def }: { def: TipoDados }) {
  const translate = useTranslate();
  const { basica } = useGerenciador();
  const { form, erros, setErros, salvando, salvar, limpar, alterar } = useConfiguracaoForm<DadosTipo>(def.tipo);
  const comSelect = def.direcao === 'erpParaNuvem';
  const descoberta = useDescoberta();

  if (!form) {
    return (
      <PaginaGerenciador titulo={def.titulo}>
        <Carregando />
      </PaginaGerenciador>
    );
  }
  const { dados, mapeamento } = form;
  const mudar = (muda: (f: FormDados) => FormDados, ...chaves: string[]) => alterar(muda, ...chaves);
  const adicionarCampoValidando = () => {
    // SPEC §4: a new custom field only after the existing ones are valid.
    const existentes = validarCamposPersonalizados(mapeamento.camposPersonalizados, comSelect ? dados.select : undefined);
    if (Object.keys(existentes).length) setErros({ ...erros, ...existentes });
    else mudar((f) => adicionarCampo(f));
  };

  return (
    <PaginaGerenciador
      titulo={def.titulo}
      acoes={<FormControlLabel control={<Switch checked={form.ativa} onChange={(e) => mudar((f) => ({ ...f, ativa: e.target.checked }))} />} label={translate('app.gerenciador.dados.ativa')} />}
    >
      <Card variant="outlined">
        <CardContent>
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
              onChange={(e) => mudar((f) => definirDado(f, 'quantidadeRegistrosPaginar', e.target.value === '' ? ('' as unknown as number) : Number(e.target.value)), 'quantidadeRegistrosPaginar')}
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
                onChange={(e) => mudar((f) => ({ ...f, dados: { ...f.dados, [chave]: e.target.value } }), chave)}
                error={Boolean(erros[chave])}
                helperText={erros[chave]}
              />
            ))}
          </Box>

          {comSelect && (
            <SelectSecao
              chave="select"
              titulo={translate('app.gerenciador.dados.select')}
              sql={dados.select}
              onSql={(sql) => mudar((f) => definirDado(f, 'select', sql), 'select')}
              campos={camposVisiveis(def.campos, basica)}
              mapa={mapeamento.campos}
              onMapear={(campo, coluna) => mudar((f) => mapear(f, 'select', campo, coluna), `mapeamento.select.${campo}`)}
              fixos={valoresFixos(mapeamento, 'campos')}
              onFixar={(campo, texto) => mudar((f) => fixar(f, 'select', campo, texto), `mapeamento.select.${campo}`)}
              erros={erros}
              parametros={def.parametrosSelect}
              descoberta={descoberta}
              comPainel
            />
          )}
          {comSelect &&
            def.subSelects
              .filter((sub) => !sub.visivel || sub.visivel(basica))
              .map((sub) => (
                <SelectSecao
                  key={sub.chave}
                  chave={sub.chave}
                  titulo={sub.label}
                  sql={dados[sub.chave]}
                  onSql={(sql) => mudar((f) => definirDado(f, sub.chave, sql), sub.chave)}
                  campos={sub.campos}
                  mapa={mapeamento[sub.chave]}
                  onMapear={(campo, coluna) => mudar((f) => mapear(f, sub.chave, campo, coluna), `mapeamento.${sub.chave}.${campo}`)}
                  fixos={valoresFixos(mapeamento, chaveMapeamento(sub.chave))}
                  onFixar={(campo, texto) => mudar((f) => fixar(f, sub.chave, campo, texto), `mapeamento.${sub.chave}.${campo}`)}
                  erros={erros}
                  descoberta={descoberta}
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
              onAdicionar={() => mudar((f) => adicionarInsert(f, grupo.chave))}
              onAlterar={(i, patch) => mudar((f) => alterarInsert(f, grupo.chave, i, patch), grupo.chave)}
              onRemover={(i) => mudar((f) => removerInsert(f, grupo.chave, i), grupo.chave)}
              onMover={(de, para) => mudar((f) => moverInsert(f, grupo.chave, de, para))}
              esquema={descoberta.esquema}
            />
          ))}
          {def.inserts.length > 0 && (
            <FormControlLabel
              sx={{ mt: 2 }}
              control={<Switch checked={Boolean(dados.transacaoInsert)} onChange={(e) => mudar((f) => definirDado(f, 'transacaoInsert', e.target.checked))} />}
              label={translate('app.gerenciador.dados.transacao')}
            />
          )}

          {comSelect && <PreviaDados tipo={def.tipo} configuracao={{ dados: dados as unknown as Record<string, unknown>, mapeamento }} campos={camposVisiveis(def.campos, basica)} />}
          {def.inserts.length > 0 && <TesteInsert tipo={def.tipo} configuracao={{ dados: dados as unknown as Record<string, unknown>, mapeamento }} grupos={def.inserts} />}

          <BarraAcoes salvando={salvando} onSalvar={salvar}>
            <ConfirmButton variant="outlined" color="error" icone={<DeleteIcon />} label="app.gerenciador.acoes.limpar" confirmacao={MSG.confirmaLimpezaConfiguracao} onConfirm={limpar} />
          </BarraAcoes>
        </CardContent>
      </Card>
      {def.registroApp && <RegistrosAplicativo tipo={def.tipo} />}
      <PainelSincronizacao tipo={def.tipo} />
      {comSelect && <HistoricoExecucoes tipo={def.tipo} />}
    </PaginaGerenciador>
  );
}
