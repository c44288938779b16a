import type { ReactNode } from 'react';
import { PageLayout } from '../components/PageLayout';
import { MINIMUM_AGE } from '../constants';
import { siteConfig } from '../siteConfig';

const { company, dpo, productName } = siteConfig;

interface Topic {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * Política de privacidade (Lei nº 13.709/2018 — LGPD). The text describes what this product does:
 * a public site without tracking, a partner area with login, the mobile app and the integration
 * manager that synchronises a contratante's ERP data.
 */
const TOPICS: Topic[] = [
  {
    id: 'controlador',
    title: 'Quem é o controlador',
    body: (
      <>
        <p>
          O {productName} é oferecido por {company.legalName}, inscrita no CNPJ sob o nº {company.cnpj}, com sede em {company.address} (“nós”). Somos a
          controladora dos dados pessoais tratados neste site, na área do parceiro e no cadastro de usuários, nos termos da Lei nº 13.709/2018, a Lei Geral de
          Proteção de Dados Pessoais (LGPD).
        </p>
        <p>
          Os dados que as empresas contratantes sincronizam a partir dos seus próprios sistemas (por exemplo, cadastro de clientes, pedidos e contas a receber)
          são tratados por nós como operadora, em nome e conforme as instruções de cada contratante, que é a controladora desses dados.
        </p>
      </>
    ),
  },
  {
    id: 'idade',
    title: `Público: somente maiores de ${MINIMUM_AGE} anos`,
    body: (
      <>
        <p>
          O site, a área do parceiro, o aplicativo e o gerenciador de integração são destinados exclusivamente a empresas e a pessoas com {MINIMUM_AGE} anos ou
          mais. <strong>O serviço não se destina a menores de {MINIMUM_AGE} anos e os exclui</strong>: menores de {MINIMUM_AGE} anos não podem criar conta, ser
          cadastrados como usuários nem usar o aplicativo.
        </p>
        <p>
          Não coletamos intencionalmente dados de crianças ou adolescentes. Se identificarmos que uma conta pertence a menor de {MINIMUM_AGE} anos, ela será
          bloqueada e os dados serão eliminados, salvo quando a lei exigir a sua guarda.
        </p>
      </>
    ),
  },
  {
    id: 'dados-coletados',
    title: 'Dados pessoais que coletamos',
    body: (
      <ul>
        <li>
          <strong>Visita ao site público:</strong> registros técnicos de acesso (endereço IP, data e hora, página solicitada e navegador). O site não tem
          formulários, não usa ferramentas de análise de audiência nem publicidade.
        </li>
        <li>
          <strong>Cadastro de contratantes e usuários:</strong> nome ou razão social, CPF ou CNPJ, e-mail, telefone, endereço, CEP e cidade. A senha é guardada
          apenas em forma cifrada irreversível (hash), nunca em texto.
        </li>
        <li>
          <strong>Uso da área do parceiro:</strong> registros de acesso e de operações realizadas, para segurança e auditoria.
        </li>
        <li>
          <strong>Aplicativo e dispositivos:</strong> identificação do aparelho e da filial a que ele pertence, e os dados necessários para sincronizar pedidos.
        </li>
        <li>
          <strong>Dados sincronizados do ERP:</strong> os dados que cada contratante escolhe enviar pelo gerenciador de integração (clientes, produtos, preços,
          pedidos, contas a receber, ordens de serviço), tratados como operadora.
        </li>
      </ul>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para que usamos os dados',
    body: (
      <ul>
        <li>Prestar o serviço contratado: acesso à área do parceiro, funcionamento do aplicativo e da sincronização.</li>
        <li>Autenticar usuários, recuperar senhas e proteger as contas contra acessos indevidos.</li>
        <li>Atender solicitações de suporte e comerciais feitas por telefone, WhatsApp ou e-mail.</li>
        <li>Cumprir obrigações legais, regulatórias e contratuais, e exercer direitos em processos.</li>
        <li>Manter a segurança, corrigir falhas e melhorar o serviço.</li>
      </ul>
    ),
  },
  {
    id: 'bases-legais',
    title: 'Bases legais',
    body: (
      <>
        <p>Tratamos dados pessoais com base nas hipóteses do art. 7º da LGPD:</p>
        <ul>
          <li>execução de contrato e de procedimentos preliminares a pedido do titular (inciso V);</li>
          <li>cumprimento de obrigação legal ou regulatória (inciso II);</li>
          <li>exercício regular de direitos em processo judicial, administrativo ou arbitral (inciso VI);</li>
          <li>legítimo interesse, para segurança e melhoria do serviço, sempre respeitando seus direitos (inciso IX);</li>
          <li>consentimento, quando ele for necessário, que pode ser revogado a qualquer momento (inciso I).</li>
        </ul>
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Compartilhamento de dados',
    body: (
      <>
        <p>Não vendemos dados pessoais. Compartilhamos somente o necessário com:</p>
        <ul>
          <li>fornecedores de hospedagem, infraestrutura em nuvem e envio de e-mails, sob contrato e dever de sigilo;</li>
          <li>a empresa contratante a que o usuário está vinculado, quanto aos dados da sua própria operação;</li>
          <li>autoridades públicas, quando houver obrigação legal ou ordem judicial.</li>
        </ul>
        <p>
          Se algum fornecedor armazenar dados fora do Brasil, a transferência seguirá o art. 33 da LGPD, com as garantias exigidas pela Autoridade Nacional de
          Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    body: (
      <p>
        Mantemos os dados enquanto durar a relação com a empresa contratante. Depois disso, eles são eliminados ou anonimizados, exceto os que a lei manda
        guardar: os registros de acesso a aplicações, por exemplo, são mantidos por 6 meses (Marco Civil da Internet, art. 15), e documentos fiscais e
        contratuais pelos prazos legais. Dados sincronizados do ERP são eliminados conforme as instruções do contratante ou ao fim do contrato.
      </p>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos como titular',
    body: (
      <>
        <p>Pelo art. 18 da LGPD, você pode solicitar a qualquer momento:</p>
        <ul>
          <li>confirmação de que tratamos seus dados e acesso a eles;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade;</li>
          <li>portabilidade dos dados a outro fornecedor;</li>
          <li>eliminação dos dados tratados com base no consentimento e revogação desse consentimento;</li>
          <li>informação sobre com quem compartilhamos seus dados;</li>
          <li>oposição a tratamento realizado em desconformidade com a lei;</li>
          <li>revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).</li>
        </ul>
        <p>
          Para exercer seus direitos, escreva ao encarregado (veja abaixo). Responderemos em até 15 dias. Se os dados forem de um contratante, encaminharemos o
          pedido a ele, que é o controlador. Você também pode apresentar reclamação à ANPD.
        </p>
      </>
    ),
  },
  {
    id: 'encarregado',
    title: 'Encarregado pelo tratamento de dados (DPO)',
    body: (
      <p>
        {dpo.name} — e-mail: <a href={`mailto:${dpo.email}`}>{dpo.email}</a>.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies e armazenamento no navegador',
    body: (
      <>
        <p>
          O site público não usa cookies de rastreamento nem de publicidade. A área do parceiro guarda no navegador apenas o necessário para manter você
          conectado, inclusive quando você marca a opção de permanecer conectado; ao sair, esse registro é apagado.
        </p>
        <p>
          O vídeo de apresentação é do YouTube, em modo de privacidade aprimorada, e só é carregado quando você clica para assistir. A partir daí o YouTube pode
          usar cookies e tecnologias semelhantes conforme a política de privacidade do Google.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    title: 'Segurança',
    body: (
      <p>
        Adotamos medidas técnicas e administrativas para proteger os dados: conexão cifrada (HTTPS), senhas guardadas com hash, controle de acesso por perfil de
        usuário, limite de tentativas de login e registros de acesso. Nenhum sistema é totalmente imune a incidentes; se ocorrer um incidente com risco
        relevante, comunicaremos os titulares afetados e a ANPD, como determina o art. 48 da LGPD.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações desta política',
    body: (
      <p>
        Podemos atualizar esta política para refletir mudanças no serviço ou na legislação. A versão em vigor é sempre a publicada nesta página, com a data da
        última atualização; mudanças relevantes serão avisadas no site ou por e-mail.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PageLayout onLanding={false}>
      <article className="container prose">
        <h1>Política de privacidade</h1>
        <p className="note">Última atualização: {siteConfig.privacyPolicyUpdatedAt}.</p>
        <p>
          Esta política explica como tratamos dados pessoais no site, na área do parceiro, no aplicativo {productName} e no gerenciador de integração, em
          conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD — Lei nº 13.709/2018).
        </p>
        <nav aria-label="Nesta página" className="toc">
          <ol>
            {TOPICS.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`}>{topic.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {TOPICS.map((topic, index) => (
          <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-titulo`}>
            <h2 id={`${topic.id}-titulo`}>
              {index + 1}. {topic.title}
            </h2>
            {topic.body}
          </section>
        ))}
        <p>
          <a href="/">Voltar para a página inicial</a>
        </p>
      </article>
    </PageLayout>
  );
}
