/** Messages of docs/produto.md §5 and §8, to the letter. Shared by the browser, the server and the agent. */
export const MSG = {
  sessaoExpirada: 'Sessão expirada!',
  timeout: 'Cancelado pelo timeout de 15 segundos!',
  emailOuSenhaInvalidos: 'Email ou senha inválidos',
  emailNaoCadastrado: 'Email não cadastrado!',
  emailRequerido: 'O email é requerido.',
  emailInvalido: 'Email inválido',
  emailJaCadastrado: 'Email já cadastrado',
  senhaRequerida: 'A senha é requerida.',
  autenticado: 'Autenticado com sucesso, redirecionando!',
  muitasTentativas: (espera: string) => `Muitas tentativas de acesso. Tente novamente em ${espera}.`,
  muitosPedidosRecuperacao: (espera: string) => `Muitos pedidos de recuperação de senha. Tente novamente em ${espera}.`,
  muitasConsultasEmail: (espera: string) => `Muitas consultas de e-mail. Tente novamente em ${espera}.`,
  semPermissao: 'Você não tem permissão para esta operação.',
  registroNaoEncontrado: 'Registro não encontrado.',
  campoRequerido: 'O campo é requerido.',
  campoInvalido: (campo: string) => `O campo "${campo}" não pode ser usado em filtros ou ordenação.`,
  filtroInvalido: 'O filtro da lista é inválido.',
  erroExportar: 'Não foi possível exportar a lista.',
  umaAcaoEmLote: 'Uma requisição aceita uma única ação em lote; envie as demais em outras requisições.',
  loteAlterados: (n: number) => (n === 1 ? '1 registro alterado.' : `${n} registros alterados.`),
  operadorInvalido: (operador: string) => `O operador "${operador}" não é permitido.`,
  operadorSoTexto: (operador: string, campo: string) => `O operador "${operador}" só vale para campos de texto, e "${campo}" não é.`,
  listaInLonga: (max: number) => `A lista do operador "in" aceita no máximo ${max} valores.`,
  condicoesDemais: (max: number) => `O filtro da lista tem condições demais: no máximo ${max}.`,
  valorFiltroLongo: (campo: string, max: number) => `O valor do filtro do campo "${campo}" é longo demais: no máximo ${max} caracteres.`,
  ordenacaoLonga: (max: number) => `A ordenação da lista aceita no máximo ${max} campos.`,
  erroInesperado: 'Ocorreu algum erro no processo, tente novamente',
  enderecoInvalido: 'Endereço inválido: a URL tem um código de escape (%) malformado.',
  recursoNaoEncontrado: 'Recurso não encontrado.',
  servicoIndisponivel: 'Serviço temporariamente indisponível: o banco de dados do servidor não está respondendo. Tente novamente em alguns instantes.',
  discoCheioServidor:
    'Serviço temporariamente indisponível: o disco do servidor está cheio e nada pôde ser gravado. Avise o administrador do servidor e tente novamente depois.',
  // usuário
  nomeRequerido: 'O nome é requerido.',
  senhaCampoRequerido: 'O campo de senha é requerido',
  confirmacaoSenhaDiferente: 'A confirmação da senha não esta igual a senha',
  usuarioSalvo: 'Usuario salvo com sucesso',
  usuarioRemovido: 'Usuario removido com sucesso',
  erroSalvarUsuario: 'Ocorreu um erro ao salvar a Usuario',
  erroRemoverUsuario: 'Ocorreu um erro ao remover o Usuario',
  // contratante
  tipoEmpresaRequerido: 'O tipo da empresa é requerido!',
  docFederalRequerido: 'O campo CPF / CNPJ é requerido',
  docFederalInvalido: 'O CPF/CNPJ não é válido!',
  docFederalDuplicado: 'O CPF/CNPJ já foi cadastrado',
  nomeRazaoRequerido: 'O campo Nome / Razão Social é requerido.',
  telefoneRequerido: 'O campo telefone é requerido',
  telefoneInvalido: 'Numero de telefone inválido!',
  cidadeRequerida: 'A cidade é requerida',
  valorMinimo1: 'O valor mínimo é 1.',
  erroSalvarContratante: 'Ocorreu um erro ao salvar o Contratante',
  erroRemoverContratante: 'Ocorreu um erro ao remover o Contratante',
  // senha
  senhaInvalida: 'Senha inválida',
  senhaConfirmada: 'Senha confirmada',
  senhaAlterada: 'Senha alterada com sucesso',
  sessaoSenhaExpirada: 'Sessão expirada valide novamente a senha atual!',
  erroAtualizarSenha: 'Ocorreu um erro ao tentar efetuar a atualização da senha',
  novaSenhaRequerida: 'O campo da nova senha é requerido',
  confirmacaoNovaSenhaRequerida: 'O campo de confirmação da nova senha é requerido',
  senhaAtualRequerida: 'O campo de senha atual é requerido',
  tokenInvalido: 'Token não é válido, solicite novamente o processo!',
  recuperacaoEnviada: 'Foi enviado um e-mail com o link de recuperação para a conta informada!',
  // filial
  tipoIntegracaoRequerido: 'O tipo de Integração é requerido!',
  erroSalvarFilial: 'Ocorreu um erro ao salvar a Filial',
  erroRemoverFilial: 'Ocorreu um erro ao remover a Filial',
  erroRemoverMobileFilial: 'Ocorreu um erro ao remover a Mobile Filial',
  filialRemovida: 'Filial removida com sucesso',
  limiteFiliais: (max: number) => `O contratante já atingiu o limite de ${max} filial(is).`,
  limiteDispositivos: (max: number) => `A soma de dispositivos das filiais excede o limite do contratante (${max}).`,
  // dispositivo
  erroSalvarDispositivo: 'Ocorreu um erro ao salvar os dados do dispositivo.',
  erroRemoverDispositivo: 'Ocorreu um erro ao remover a Dispositivo',
  // database
  databaseRequerida: 'A database é requerida',
  hostRequerido: 'A host é requerido',
  portaRequerida: 'A porta é requerida',
  usuarioRequerido: 'O usuário é requerido',
  senhaDatabaseRequerida: 'A senha é requerida',
  erroSalvarDatabase: 'Ocorreu um erro ao salvar a Database',
  erroRemoverDatabase: 'Ocorreu um erro ao remover a Database',
  // consultas externas
  cepNaoEncontrado: 'CEP não encontrado.',
  cepIndisponivel: 'O serviço de consulta de CEP está indisponível. Preencha o endereço manualmente.',
  cnpjIndisponivel: 'O serviço de consulta de CNPJ está indisponível. Preencha os dados manualmente.',
  cnpjNaoEncontrado: 'CNPJ não encontrado na consulta pública. Preencha os dados manualmente.',
  // gerenciador
  gDatabaseRequerida: 'A database é requerida.',
  gUsuarioRequerido: 'A usuário é requerida.',
  gSenhaRequerida: 'A senha é requerida.',
  gHostnameRequerido: 'O Hostname é requerida.',
  gSqliteRequerido: 'O caminho do arquivo do banco sqlite é requerido.',
  selectRequerido: 'O SQL do Select é requerido',
  selectSituacaoRequerido: 'O SQL do Select é requerido.',
  insertRequerido: 'O campo de Insert é requerido',
  campoMapeadoRequerido: (label: string) => `O campo ${label} é requerido!`,
  registrosPaginacao: 'Informe no mínimo 10 e no máximo 100 registros por paginação.',
  selectSemAsterisco: 'O Select deve listar todos os campos, sem usar *.',
  selectSemCampo: (coluna: string, label: string) => `O Select não contém a coluna "${coluna}" mapeada para ${label}.`,
  fieldRelacionadoRequerido: 'O campo Field Relacionado é requerido',
  labelRequerido: 'O campo Label é requerido',
  valoresSelecionaveisRequerido: 'O campo de Possíveis valores é requerido',
  tempoInvalido: 'Informe o tempo no formato horas:minutos.',
  agendaInvalida: 'A agenda da sincronização não é válida: refaça as janelas de horário.',
  janelasDemais: (max: number) => `Informe no máximo ${max} janelas de horário em cada lista.`,
  janelaSemDias: 'Escolha ao menos um dia da semana para a janela.',
  diaJanelaInvalido: 'Os dias da janela devem ser dias da semana, de domingo a sábado.',
  horarioJanelaInvalido: 'Informe o horário no formato HH:MM, de 00:00 a 23:59.',
  agendaSemHorario:
    'Com estas janelas nenhuma sincronização automática poderia começar: deixe algum horário do "Iniciar somente entre" fora do "Não iniciar entre".',
  configuracaoSalva: 'Configuração salva com sucesso.',
  erroSalvarConfiguracao: 'Ocorreu um erro ao salvar a configuração.',
  tipoConfiguracaoInvalido: 'Tipo de configuração desconhecido.',
  tipoDadoDesconhecido: (tipo?: string) => (tipo ? `Tipo de dado desconhecido: ${tipo}.` : 'Tipo de dado desconhecido.'),
  tipoCampoPersonalizadoInvalido: 'O tipo do campo é inválido.',
  selectSomenteConsulta: 'O select deve ser uma consulta que começa por SELECT (ou WITH … SELECT): o gerenciador só lê o ERP com ele.',
  selectUmaInstrucao:
    'O select deve ter uma única instrução: apague o que vem depois do primeiro ";" (um ";" no fim e comentários são aceitos). O gerenciador só lê o ERP e não executa outros comandos.',
  selectComComando: (comando: string) =>
    `Retire "${comando}" do select: no banco deste ERP ele começa outro comando ou grava no servidor, e o gerenciador só lê o ERP com uma única consulta.`,
  sqlControlaTransacao: (comando: string) =>
    `retire "${comando}". O gerenciador abre e encerra sozinho a transação da gravação (e o "Testar Insert" a desfaz no fim); um comando que confirma, desfaz ou abre transações deixaria o registro no ERP pela metade ou mesmo no teste.`,
  selectChaveDe: (insert: string) => `Select da chave: ${insert}`,
  sqlConfirmaSozinho: (comando: string) =>
    `retire "${comando}". No MySQL/MariaDB, ${comando} confirma (commit) a transação sozinho e deixaria o registro no ERP mesmo no teste; crie tabelas e outros objetos fora do gerenciador.`,
  dadosInvalidos: 'Os dados enviados não são um JSON válido.',
  gerenciadorConectado: 'O gerenciador do Cliente esta conectado.',
  gerenciadorDesconectado: 'O gerenciador do Cliente esta desconectado.',
  inicioSincronizacao: 'Solicitado o inicio da sincronização',
  erroInicioSincronizacao: 'Não foi possível solicitar o inicio da sincronização',
  cancelamentoSincronizacao: 'Solicitado o cancelamento da sincronização',
  erroCancelamentoSincronizacao: 'Não foi possível solicitar o cancelamento da sincronização',
  limpezaDadosServidor: 'Solicitada limpeza dos dados enviados ao Servidor',
  erroLimpezaDadosServidor: 'Não foi possível solicitar a limpeza dos dados do servidor',
  reinicioGerenciador: 'Solicitado o reinicio do gerenciador',
  erroReinicioGerenciador: 'Não foi possível solicitar o reinicio do gerenciador',
  sincronizacaoEmExecucao: 'A sincronização deste tipo está em execução.',
  conexaoNaoTestada: 'Conexão não testada',
  // gerenciador (agent) answers
  conexaoRealizada: 'Conexão realizada com sucesso!',
  selectExecutado: (linhas: number) => `Select executado com sucesso (${linhas} registro(s) retornado(s)).`,
  parametrosDeExemplo: (nomes: string[]) =>
    `Sem valor ainda para ${nomes.map((n) => `:${n}`).join(', ')}: foi usado o valor de exemplo de cada um (veja os parâmetros do select). Na sincronização valem os da página e os pedidos enviados pelo aplicativo.`,
  sincronizacaoJaEmExecucao: 'Já existe uma sincronização deste tipo em execução.',
  tipoSemConfiguracaoAtiva: 'Este tipo de dado não tem configuração ativa no gerenciador.',
  nenhumaSincronizacaoEmExecucao: 'Não há sincronização deste tipo em execução.',
  conexaoJaTestada: 'Conexão já foi testada com sucesso',
  // sync runs as the agent reports them (docs/guia-integrador.md §7, §8)
  sincronizacaoConcluida: (lidos: number, enviados: number, removidos: number) =>
    `Sincronização concluída: ${lidos} registro(s) lido(s), ${enviados} enviado(s) aos aparelhos, ${removidos} removido(s).`,
  sincronizacaoInterrompida: 'O gerenciador foi desconectado durante a sincronização; ela será retomada quando ele voltar.',
  sincronizacaoRetomada: 'Sincronização retomada automaticamente depois de uma interrupção.',
  sincronizacaoCancelada: 'Sincronização cancelada a pedido; as remoções não foram enviadas.',
  registrosNaoLidos: (n: number) =>
    `${n} registro(s) não puderam ser lidos e não foram enviados; por segurança, nenhuma remoção foi enviada aos aparelhos. Corrija os registros listados e sincronize novamente.`,
  colunaNaoRetornada: (coluna: string, campo: string, origem = 'select') =>
    `A coluna "${coluna}", mapeada para o campo ${campo}, não está entre as colunas que o ${origem} retorna (ela pode aparecer só no WHERE ou no ORDER BY). Inclua-a na lista de colunas do SELECT.`,
  remocoesRetidas: (n: number, total: number) =>
    `A leitura terminou, mas ${n} dos ${total} registros que os aparelhos têm não vieram no select. Por segurança, essas remoções não foram enviadas: confirme na página de dados se eles devem mesmo ser removidos dos aparelhos.`,
  remocoesConfirmadas: (n: number) => `${n} remoção(ões) confirmada(s) e enviada(s) aos aparelhos.`,
  semRemocoesRetidas: 'Não há remoções aguardando confirmação para este tipo (uma nova sincronização já foi executada). Confira a situação atual.',
  dadosLimposDuranteSincronizacao: 'Os dados do servidor foram limpos durante a sincronização; execute-a novamente.',
  falhaEnvioServidor: 'Falha ao enviar os registros ao servidor; a sincronização será executada novamente.',
  tipoSemRegistrosAplicativo: 'Este tipo de configuração não grava registros do aplicativo no ERP.',
  /** An order whose customer was created on a phone and could not be written to the ERP. */
  clienteAppComErro: (erro: string | null) => `O cliente deste registro foi cadastrado no aplicativo e não foi gravado no ERP${erro ? `: ${erro}` : '.'}`,
  nenhumRegistroComErro: 'Não há registros com erro para esta operação.',
  registrosReenviados: (n: number) => `${n} registro(s) com erro voltaram para a fila; o gerenciador vai gravá-los no ERP.`,
  registrosDescartados: (n: number) => `${n} registro(s) com erro descartado(s): não serão gravados no ERP, e continuam guardados com o seu histórico.`,
  conexaoNaoConfigurada: 'Configure e salve a conexão com o banco de dados do ERP.',
  discoCheioGerenciador: (arquivo: string) =>
    `O disco do computador do gerenciador está cheio: o arquivo de estado (${arquivo}) não pôde ser gravado, e nada foi gravado no ERP sem ele. Libere espaço nesse disco; o gerenciador retoma sozinho, sem gravar nada duas vezes.`,
  estadoGerenciadorFalhou: (arquivo: string, detalhe: string) =>
    `O arquivo de estado do gerenciador (${arquivo}) não pôde ser gravado (${detalhe}), e nada foi gravado no ERP sem ele. Confira o disco desse computador; o gerenciador tenta de novo sozinho.`,
  // the integrator's workbench (docs/guia-integrador.md §4.1, §5.4, §6.5)
  situacaoInvalida: 'Situação inválida: use pendente, integrado, erro ou descartado.',
  destinatariosInvalidos: (emails: string[]) => `E-mail(s) inválido(s): ${emails.join(', ')}.`,
  inteiroEntre: (min: number, max: number) => `Informe um número inteiro de ${min} a ${max}.`,
  tabelasDescobertas: (n: number) => `${n} tabela(s) e view(s) encontrada(s) no banco do ERP.`,
  tabelasTruncadas: (n: number) =>
    `O banco do ERP tem mais tabelas do que a lista mostra; aparecem as ${n} primeiras em ordem alfabética. Use a busca para encontrar as outras pelo nome.`,
  previaConcluida: (linhas: number, erros: number) =>
    linhas === 0
      ? 'O select não retornou registros.'
      : `${linhas} registro(s) lido(s) e mapeado(s)${erros ? `; ${erros} com erro de mapeamento (veja cada linha)` : ', todos sem erro'}. Nada foi enviado aos aparelhos.`,
  previaSomenteLeitura: 'A pré-visualização é das páginas que leem dados do ERP.',
  testeInsertConcluido: (chave: string) => `Insert testado com sucesso: a chave lida seria "${chave}". A transação foi desfeita; nada ficou no ERP.`,
  testeInsertConcluidoDuasVezes: (chave: string) =>
    `Insert testado com sucesso duas vezes, com os campos opcionais preenchidos e com eles vazios (NULL): a chave lida seria "${chave}". As transações foram desfeitas; nada ficou no ERP.`,
  /** Which run of the insert test a message is about. */
  execucaoTesteInsert: {
    preenchidos: 'Com os campos opcionais preenchidos',
    vazios: 'Com os campos opcionais vazios (NULL, como chega um registro sem desconto, observação ou outro campo opcional)',
  },
  testeInsertFalhou: (msg: string) => `${msg} A transação foi desfeita; nada ficou no ERP.`,
  testeInsertNaoExecutado: (msg: string) => `O teste não foi executado; nada foi enviado ao ERP. ${msg}`,
  testeInsertNaoDesfeito: (comandos: number) =>
    `O teste NÃO pôde ser desfeito: um comando encerrou a transação do teste (um COMMIT dentro de uma procedure, ou outro comando que confirma a transação sozinho), e o que os ${comandos} comando(s) executado(s) gravaram pode ter ficado no ERP. Confira no ERP as tabelas dos comandos listados abaixo e apague o registro de teste se ele estiver lá; depois retire do insert o comando que confirma a transação.`,
  testeInsertDesfazerIncerto: (comandos: number) =>
    `Não foi possível confirmar que o teste foi desfeito: a conexão com o ERP caiu antes da conferência. Sem um comando que confirme a transação, o banco a desfaz sozinho; ainda assim, confira no ERP as tabelas dos ${comandos} comando(s) listado(s) abaixo.`,
  testeInsertSemTransacao: (tabelas: string[]) =>
    `O teste não foi executado: a(s) tabela(s) ${tabelas.join(', ')} usa(m) um motor do MySQL/MariaDB sem transações (como MyISAM), e o teste gravaria de verdade no ERP, sem poder desfazer. Converta a tabela para InnoDB ou teste com um registro real.`,
  testeInsertSemCatalogo: (pagina: string, faltam: string[]) =>
    `O teste não foi executado: ainda não há ${faltam.join(', ')} sincronizados nesta filial. O Testar Insert da página ${pagina} usa um registro real: o último recebido dos aparelhos ou, sem ele, um montado com o que a filial sincronizou do ERP (um cliente, um vendedor e produtos de verdade, com os seus preços), porque códigos inventados falhariam nas chaves do ERP. Sincronize ${faltam.join(', ')} (ou envie um registro pelo aplicativo) e teste de novo.`,
  insertInexistenteAoSalvar: (passo: string, tipo: 'tabela' | 'coluna', nome: string | null) =>
    `${passo}: ${nome ? `a ${tipo} "${nome}"` : `uma ${tipo} usada no SQL`} não existe no banco do ERP. Confira o nome no SQL; a configuração não foi salva.`,
  insertSintaxeAoSalvar: (passo: string, detalhe: string) =>
    `${passo}: o banco do ERP recusou o SQL por um erro de sintaxe${detalhe ? ` (${detalhe})` : ''}. Corrija a instrução; a configuração não foi salva.`,
  insertNaoConferido: (motivo: string) =>
    `Configuração salva, mas os inserts não foram conferidos no ERP: ${motivo.replace(/\.?$/, '.')} Use Testar Insert quando puder: uma tabela ou coluna que não exista só apareceria no primeiro registro do aplicativo.`,
  insertConferidoComFalha: (msg: string) =>
    `Configuração salva, mas o teste dos inserts com o ERP falhou: ${msg} Um registro do aplicativo nessas condições iria para erro; corrija o insert e salve de novo.`,
  testeInsertSomenteInsert: 'O teste de insert é das páginas de inserção (clientes, pedidos e ordens de serviço).',
  // proposals from the ERP's schema (docs/guia-integrador.md, "Sugerir configuração")
  sugestaoConcluida: (titulo: string) => `Sugestão de ${titulo} pronta: revise cada campo antes de salvar.`,
  sugestaoFalhou: (msg: string) => `Não foi possível sugerir a configuração: ${msg}`,
  sugestaoTipoInvalido: 'Só há sugestão para as páginas de dados do gerenciador.',
  gravacaoUnicaModoInvalido: 'Escolha como conferir a gravação única: a tabela do gerenciador ou uma coluna do ERP.',
  selectUuidRequerido: 'Informe o select que encontra o registro pelo :uuid na coluna escolhida (por exemplo SELECT id FROM pedidos WHERE observacao = :uuid).',
  insertSemUuid: 'Com uma coluna do ERP para o identificador, o insert do cabeçalho deve gravar :uuid nessa coluna.',
  sugestaoTabelaInexistente: (tabela: string) =>
    `A tabela ${tabela} não está no banco do ERP: escolha uma das tabelas que a sugestão indicou, ou peça a sugestão de novo.`,
  valorFixoInvalido: (label: string, erro: string) => `O valor fixo do campo ${label} ${erro}.`,
  identificadorSemValorFixo: (label: string) => `O campo ${label} identifica cada registro e deve vir de uma coluna do select, não de um valor fixo.`,
  valorFixoNaoPermitido: (label: string, valores: readonly string[]) => `O valor fixo do campo ${label} deve ser um destes: ${valores.join(', ')}.`,
  confirmaLimpezaConfiguracao: 'Confirma a limpeza das informações da configuração?',
  confirmaRemoverInsert: 'Deseja remover o insert?',
  confirmaRemoverCampo: 'Deseja remover esse campo?',
  // listas
  confirmaRemocao: 'Confirma a remoção do registro?',
  semRegistros: 'Sem registros',
  // back-office: the success texts docs/produto.md §8 names without wording them
  contratanteSalvo: 'Contratante salvo com sucesso',
  contratanteRemovido: 'Contratante removido com sucesso',
  filialSalva: 'Filial salva com sucesso',
  databaseSalva: 'Database salva com sucesso',
  databaseRemovida: 'Database removida com sucesso',
  dispositivoSalvo: 'Dados do dispositivo salvos com sucesso.',
  dispositivoBloqueado: 'Dispositivo bloqueado com sucesso',
  erroBloquearDispositivo: 'Ocorreu um erro ao bloquear o dispositivo.',
  confirmaBloqueio: 'Confirma o bloqueio do dispositivo? Depois de bloqueado, ele só pode ser liberado pelo suporte.',
  erroCarregarStatus: 'Não foi possível carregar a situação dos gerenciadores.',
  filialRequerida: 'A filial é requerida.',
  // downloads do gerenciador
  downloadSemFilial: 'Os downloads do gerenciador ficam disponíveis para quem tem acesso a uma filial.',
  gerenciadorNaoGerado: 'Os arquivos do gerenciador ainda não foram gerados neste servidor.',
  plataformaInvalida: 'Plataforma inválida: use windows ou linux.',
  // segurança (docs/operacao.md, Tentativas de senha)
  gerenciadorFilialInativa:
    'A filial deste gerenciador está inativa: a conexão foi recusada. Ative a filial (e o contratante) no painel para voltar a sincronizar.',
  sessaoRecuperacaoRestrita: 'A sessão de recuperação serve só para criar a nova senha.',
  senhaCurta: (min: number) => `A senha deve ter pelo menos ${min} caracteres.`,
  senhaIgualEmail: 'A senha não pode ser igual ao e-mail.',
  naoPodeInativarSiMesmo: 'Você não pode inativar o seu próprio usuário.',
  naoPodeRemoverSiMesmo: 'Você não pode remover o seu próprio usuário.',
  contratanteComDependentes: (o: string) =>
    `O contratante tem ${o}: não pode ser removido. Inative-o, ou, como administrador do provedor, digite o nome do contratante para confirmar a remoção de tudo.`,
  filialComDependentes: (o: string) =>
    `A filial tem ${o}: não pode ser removida. Inative-a, ou, como administrador do provedor, digite o nome da filial para confirmar a remoção de tudo.`,
  confirmacaoNomeDiferente: 'O nome digitado não confere.',
  logoutRealizado: 'Sessão encerrada.',
  // the agent's network: proxy and certificates (docs/operacao.md, "Proxy e certificados")
  proxyRecusouSenha: (proxy: string) =>
    `O proxy ${proxy} recusou o usuário e a senha (HTTP 407). Confira o usuário e a senha do proxy em --proxy (GERENCIADOR_PROXY no arquivo de configuração) ou em HTTPS_PROXY: o endereço do proxy com usuario:senha@ antes do host, e os caracteres especiais da senha em %XX (@ vira %40); o gerenciador tenta de novo sozinho.`,
  proxyInacessivel: (proxy: string, codigo: string) =>
    `Não foi possível falar com o proxy ${proxy} (${codigo}). Confira o endereço e a porta do proxy (--proxy, GERENCIADOR_PROXY ou HTTPS_PROXY) ou, se o servidor não passa pelo proxy, ponha-o em NO_PROXY; o gerenciador tenta de novo sozinho.`,
  proxySemServidor: (proxy: string, status: number) =>
    `O proxy ${proxy} não conseguiu chegar ao servidor (HTTP ${status}). Confira o endereço do servidor e se o proxy libera a conexão com ele; o gerenciador tenta de novo sozinho.`,
  certificadoNaoConfiavel: (codigo: string) =>
    `O certificado apresentado na conexão com o servidor não é confiável (${codigo}). Se a rede da empresa inspeciona o TLS, informe o certificado da empresa com --ca ARQUIVO.pem (GERENCIADOR_CA) ou use --ca sistema; o gerenciador tenta de novo sozinho.`,
  // webhook alerts (docs/operacao.md, "Alertas por webhook")
  webhookUrlInvalida: 'Informe o endereço completo do webhook, começando com https:// (ou http://).',
  webhookUrlComSenha: 'O endereço do webhook não pode levar usuário e senha: a autenticidade vem da assinatura X-FV-Assinatura.',
  webhookUrlLonga: 'O endereço do webhook pode ter até 2000 caracteres.',
  webhookRedeInterna:
    'O endereço do webhook aponta para a rede interna do servidor (localhost, 127.0.0.0/8, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, link-local ou equivalentes IPv6) e foi recusado. Use um endereço público.',
  webhookEscopo: 'Informe a filial (identificadorApp) ou o contratante do webhook, um dos dois.',
  webhookNaoConfigurado: 'Não há webhook configurado aqui.',
  webhookInativo: 'O webhook está inativo: ative-o para testar.',
  webhookTesteEnfileirado: 'Evento de teste enviado à fila: a entrega aparece no histórico de entregas em instantes.',
  webhookRedirecionamento: (status: number) => `O receptor respondeu com um redirecionamento (HTTP ${status}), que não é seguido: configure o endereço final.`,
  webhookStatus: (status: number) => `O receptor respondeu HTTP ${status}; só um 2xx conta como entregue.`,
  webhookSemResposta: (motivo: string) => `O receptor não respondeu: ${motivo}.`,
  webhookTempoEsgotado: (segundos: number) => `O receptor não respondeu em ${segundos} s.`,
} as const;
