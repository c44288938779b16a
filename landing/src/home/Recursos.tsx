import { Icon, type IconName } from '../components/Icon';
import { Section } from '../components/Section';

const RECURSOS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'offline',
    title: 'Pedidos offline',
    text: 'O representante emite pedidos mesmo sem sinal. Tudo fica salvo no aparelho e sincroniza quando a conexão volta.',
  },
  {
    icon: 'catalog',
    title: 'Catálogo de produtos com imagens',
    text: 'Fotos, descrições e códigos dos produtos do ERP, com busca rápida para montar o pedido na frente do cliente.',
  },
  { icon: 'price', title: 'Tabelas de preço', text: 'As tabelas de preço do ERP chegam ao aplicativo, e cada pedido usa a tabela certa para o cliente.' },
  { icon: 'customers', title: 'Clientes', text: 'Carteira de clientes com dados de contato e cadastro de novos clientes em campo, enviados ao ERP.' },
  {
    icon: 'payment',
    title: 'Formas e condições de pagamento',
    text: 'Formas e condições de pagamento e tipos de pedido vêm do ERP, evitando digitação e erros.',
  },
  { icon: 'receivable', title: 'Contas a receber', text: 'Títulos em aberto de cada cliente disponíveis no celular, para vender com segurança.' },
  { icon: 'service', title: 'Ordens de serviço', text: 'Abertura e acompanhamento de ordens de serviço por quem está no cliente.' },
  { icon: 'status', title: 'Status dos pedidos', text: 'O vendedor acompanha no aplicativo a situação de cada pedido enviado ao ERP.' },
  { icon: 'qrcode', title: 'Filiais e dispositivos', text: 'Cada filial tem seu limite de dispositivos e ativação do aplicativo por QR code.' },
];

export function Recursos() {
  return (
    <Section id="recursos" title="Recursos" tone="muted" intro="Tudo o que a equipe de vendas externas precisa no dia a dia, com os dados que já estão no ERP.">
      <ul className="card-grid">
        {RECURSOS.map((recurso) => (
          <li key={recurso.title} className="card">
            <Icon name={recurso.icon} />
            <h3>{recurso.title}</h3>
            <p>{recurso.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
