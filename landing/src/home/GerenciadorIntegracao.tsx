import { Icon, type IconName } from '../components/Icon';
import { Section } from '../components/Section';
import { SUPPORTED_DATABASES } from '../constants';

const PASSOS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'database', title: 'Conecte ao banco do ERP', text: 'Informe servidor, porta, banco e usuário e teste a conexão antes de salvar.' },
  {
    icon: 'code',
    title: 'Configure as consultas SQL',
    text: 'Escreva o SQL que traz clientes, produtos, tabelas de preço, formas e condições de pagamento, contas a receber e ordens de serviço, e ligue cada coluna a um campo do aplicativo.',
  },
  { icon: 'sync', title: 'Sincronize', text: 'O gerenciador envia os dados para a nuvem do aplicativo e mostra o andamento de cada sincronização.' },
  {
    icon: 'status',
    title: 'Grave os pedidos no ERP',
    text: 'Com instruções de inserção configuráveis, os pedidos e os novos clientes feitos em campo são gravados direto no ERP.',
  },
];

export function GerenciadorIntegracao() {
  return (
    <Section
      id="gerenciadorIntegracao"
      title="Gerenciador de integração"
      intro="Instalado na empresa do seu cliente, o gerenciador liga o banco de dados do ERP ao aplicativo. Sem mudar o ERP e sem programar uma integração para cada cliente."
    >
      <div className="split">
        <ol className="steps">
          {PASSOS.map((passo) => (
            <li key={passo.title}>
              <Icon name={passo.icon} />
              <div>
                <h3>{passo.title}</h3>
                <p>{passo.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="panel">
          <h3>Bancos de dados suportados</h3>
          <ul className="db-list">
            {SUPPORTED_DATABASES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>Cada filial tem sua própria configuração, e o painel da área do parceiro mostra o estado do gerenciador de cada uma.</p>
        </div>
      </div>
    </Section>
  );
}
