/**
 * The data page as a review: the configuration proposed from the ERP's schema ("Sugerir
 * configuração"), the column pickers of the mapping, the check line of the select test, and the
 * unsaved-changes notice of every configuration page. Merged into app.gerenciador.
 */
export const revisaoMessages = {
  app: {
    gerenciador: {
      alteracoes: {
        indicador: 'Alterações não salvas',
        ir_salvar: 'Alterações não salvas: ir para Salvar',
        titulo: 'Alterações não salvas',
        pergunta: 'Esta página tem alterações que ainda não foram salvas. Sair sem salvar e perder as alterações?',
        sair: 'Sair sem salvar',
        ficar: 'Continuar editando',
      },
      sugestao: {
        titulo: 'Sugestão a partir do banco do ERP',
        sugerir: 'Sugerir configuração',
        ajuda:
          'O gerenciador lê as tabelas, colunas, chaves e uma amostra de linhas do banco do ERP (só leitura, nada é gravado) e preenche esta página como rascunho, dizendo por que escolheu cada coluna. Revise, use Testar e Pré-visualizar; nada é salvo até você pressionar Salvar.',
        pedindo: 'Lendo o banco do ERP e montando a sugestão…',
        pedindo_tabela: 'Montando a sugestão com a tabela %{tabela}…',
        ilegivel: 'A sugestão recebida do gerenciador não pôde ser lida. Peça a sugestão de novo.',
        resumo: 'Sugestão aplicada como rascunho (confiança %{confianca}).',
        resumo_tabela: 'Sugestão com a tabela %{tabela} aplicada como rascunho (confiança %{confianca}).',
        pendentes: '%{n} item(ns) aguardando revisão: aceite ou rejeite cada um, ou todos de uma vez. Nada é salvo até você pressionar Salvar.',
        revisada: 'Todos os itens da sugestão foram revisados. Pressione Salvar para guardar a configuração.',
        avisos: 'Confira antes de salvar',
        aceitar: 'Aceitar',
        rejeitar: 'Rejeitar',
        aceitar_campo: 'Aceitar a sugestão para %{campo}',
        rejeitar_campo: 'Rejeitar a sugestão para %{campo}',
        aceitar_tudo: 'Aceitar tudo',
        rejeitar_tudo: 'Rejeitar tudo',
        itens: 'Comandos e valores sugeridos',
        justificativas: 'Por que cada coluna',
        alternativas: 'Outras tabelas possíveis',
        confianca: 'confiança %{confianca}',
        usar_alternativa: 'Sugerir com esta tabela',
        usar_alternativa_rotulo: 'Sugerir a configuração com a tabela %{tabela}',
        valor_fixo: 'valor fixo %{valor}',
        comandos: '%{n} comando(s)',
        campo_motivo: 'Sugestão, do ERP: %{coluna} — %{motivo}',
        campo_sem_coluna: 'Nenhuma coluna sugerida — %{motivo}',
        campo_sem_motivo: 'Sugerido pela análise do banco do ERP.',
        confirma_salvar: 'A sugestão ainda tem %{n} item(ns) não revisado(s). Eles serão salvos como estão na tela. Salvar assim mesmo?',
        dados: {
          transacaoInsert: 'Executar os inserts em uma transação',
          gravacaoUnica: 'Gravação exatamente uma vez',
        },
      },
      gravacao: {
        titulo: 'Gravação exatamente uma vez',
        ajuda:
          'Se a conexão ou o computador do gerenciador caírem durante o COMMIT de um registro, o gerenciador precisa saber, antes de tentar de novo, se ele ficou no ERP. Escolha como ele confere; sem isso, um registro interrompido fica com erro "para revisão" até alguém conferir no ERP.',
        modos: {
          tabelaGerenciador: 'Tabela do gerenciador (%{tabela}) no banco do ERP: as tabelas do ERP não mudam',
          colunaErp: 'Uma coluna de texto do ERP guarda o identificador do registro no aplicativo (:uuid)',
          selectChave: 'O select da chave do primeiro insert procura o registro pelo :uuid',
        },
        criar: 'Autorizo o gerenciador a criar a tabela %{tabela} no banco do ERP',
        criar_sim: 'Na primeira gravação o gerenciador cria %{tabela}, se ela ainda não existir, e anota nela cada registro na mesma transação do registro.',
        criar_nao: 'Sem a autorização, os registros enviados ficam com erro até que %{tabela} exista, ou até a autorização ser marcada e a página salva.',
        select_uuid: 'Select que encontra o registro pelo :uuid',
        select_uuid_ajuda:
          'Lê a chave do registro pela coluna que guarda o :uuid, por exemplo SELECT id FROM pedidos WHERE uuid_app = :uuid. O insert precisa gravar :uuid nessa coluna.',
      },
      dados: {
        obrigatorios_sem_coluna: 'Falta mapear %{n} campo(s) obrigatório(s): %{campos}.',
        ativa_ajuda_leitura:
          'Sincronização ativa: ligada, o gerenciador executa o select sozinho a cada intervalo de sincronização; desligada, só quando alguém pressiona Sincronizar. Como todo o resto da página, vale depois de Salvar.',
        ativa_ajuda_insert:
          'Sincronização ativa: ligada, o gerenciador grava no ERP os registros que os aparelhos enviam. Desligada, nada é gravado: cada registro enviado fica com erro em Registros do Aplicativo ("A inserção de %{titulo} não está configurada ou ativa no gerenciador.") e volta para a fila quando a sincronização é ligada e a página salva. Como todo o resto da página, vale depois de Salvar.',
      },
    },
  },
};
