import { Box, Card, CardContent, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIPO_INTEGRACAO, TIPOS_INTEGRACAO, portaMssqlEfetiva, portaPadrao, type ConfiguracaoIntegracao, type TipoIntegracao } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { testarConexao } from '../api/operacoes';
import { BarraAcoes } from '../components/BarraAcoes';
import { Carregando } from '../components/Carregando';
import { PaginaGerenciador, Secao } from '../components/PaginaGerenciador';
import { BotaoTeste, TesteFeedback } from '../components/TesteFeedback';
import { useGerenciador } from '../GerenciadorContext';
import { useConfiguracaoForm } from '../hooks/useConfiguracaoForm';
import { useTeste } from '../hooks/useTeste';

type DadosConexao = ConfiguracaoIntegracao & { passwordSalvo?: boolean };
type Campo = keyof ConfiguracaoIntegracao;

/** The inputs each integration type asks (docs/produto.md §5: sqlite a file path; mssql its optional port). */
function camposDoTipo(tipo: TipoIntegracao): Campo[] {
  if (tipo === 'sqlite') return ['sqliteArquivo'];
  return ['hostname', tipo === 'mssql' ? 'portaMssql' : 'porta', 'database', 'username', 'password'];
}

/** configuracao_conexao_dados: the ERP database the agent connects to, and Test Connection. */
export function ConfiguracaoConexaoPage() {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const { form, erros, salvando, salvar, alterar, alterado } = useConfiguracaoForm<DadosConexao>(TIPO_INTEGRACAO);
  const teste = useTeste();

  const alterarConexao = (patch: Partial<DadosConexao>, ...campos: string[]) => {
    // Another database is not the one tested: the state goes back to 'Conexão não testada'.
    alterar((f) => ({ ...f, dados: { ...f.dados, ...patch, conexaoEstabelecida: false } }), ...campos);
    teste.reiniciar();
  };

  const testar = async () => {
    if (!form) return;
    const resultado = await teste.testar(() => testarConexao(filial.identificadorApp, form.dados));
    if (resultado?.status && !resultado.erro) alterar((f) => ({ ...f, dados: { ...f.dados, conexaoEstabelecida: true } }));
  };

  if (!form) {
    return (
      <PaginaGerenciador titulo="app.gerenciador.menu.conexao">
        <Carregando />
      </PaginaGerenciador>
    );
  }
  const { dados } = form;
  const numerico = (campo: Campo) => campo === 'porta' || campo === 'portaMssql';

  return (
    <PaginaGerenciador titulo="app.gerenciador.menu.conexao" alterado={alterado}>
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField
              id="conexao-tipoIntegracao"
              select
              label={translate('app.gerenciador.conexao.tipoIntegracao')}
              value={dados.tipoIntegracao}
              onChange={(e) => {
                const tipo = e.target.value as TipoIntegracao;
                alterarConexao({ tipoIntegracao: tipo, porta: portaPadrao(tipo, Number(dados.porta) || 0) }, 'tipoIntegracao', 'porta');
              }}
              error={Boolean(erros.tipoIntegracao)}
              helperText={erros.tipoIntegracao}
            >
              {TIPOS_INTEGRACAO.map((tipo) => (
                <MenuItem key={tipo} value={tipo}>
                  {translate(`app.gerenciador.conexao.tipos.${tipo}`)}
                </MenuItem>
              ))}
            </TextField>
            {camposDoTipo(dados.tipoIntegracao).map((campo) => (
              <TextField
                key={campo}
                id={`conexao-${campo}`}
                label={translate(`app.gerenciador.conexao.${campo}`)}
                type={campo === 'password' ? 'password' : numerico(campo) ? 'number' : 'text'}
                autoComplete={campo === 'password' ? 'new-password' : 'off'}
                value={String(campo === 'portaMssql' ? portaMssqlEfetiva(dados.portaMssql) : (dados[campo] ?? ''))}
                onChange={(e) => alterarConexao({ [campo]: numerico(campo) ? Number(e.target.value) : e.target.value }, campo)}
                error={Boolean(erros[campo])}
                helperText={erros[campo] ?? (campo === 'password' && dados.passwordSalvo ? translate('app.gerenciador.conexao.password_salva') : undefined)}
                slotProps={{ htmlInput: numerico(campo) ? { min: 0 } : undefined }}
              />
            ))}
          </Box>
          <Secao id="conexao-teste" titulo={translate('app.gerenciador.conexao.teste')}>
            <BotaoTeste estado={teste.estado} label="app.gerenciador.conexao.testar" onClick={testar} />
            <TesteFeedback estado={teste.estado} ocioso={dados.conexaoEstabelecida ? MSG.conexaoJaTestada : MSG.conexaoNaoTestada} />
          </Secao>
          <BarraAcoes salvando={salvando} onSalvar={salvar} />
        </CardContent>
      </Card>
    </PaginaGerenciador>
  );
}
