import { Icon, type IconName } from '../components/Icon';
import { Section } from '../components/Section';
import { siteConfig } from '../siteConfig';

const PUBLICOS: { icon: IconName; title: string; points: string[] }[] = [
  {
    icon: 'handshake',
    title: 'Software houses e revendas',
    points: [
      'Valores especiais para quem revende o aplicativo',
      'Área do parceiro para cadastrar clientes, filiais e dispositivos',
      'Integração com o ERP que você já vende, sem desenvolvimento extra',
    ],
  },
  {
    icon: 'building',
    title: 'Empresas com equipe de vendas',
    points: ['Proposta sob medida para o tamanho da sua operação', 'Gerenciador de integração com o seu ERP', 'Suporte em horário comercial'],
  },
];

/** docs/produto.md §1: no price list and no per-device prices, only "contact us". */
export function Planos() {
  const proposta = `mailto:${siteConfig.emails.comercial}?subject=${encodeURIComponent('Proposta — ' + siteConfig.productName)}`;
  return (
    <Section
      id="planos"
      title="Planos"
      tone="muted"
      intro="Entre em contato para preços. Montamos a proposta conforme o tamanho da operação, e software houses têm valores especiais."
    >
      <ul className="plan-grid">
        {PUBLICOS.map((publico) => (
          <li key={publico.title} className="card plan">
            <Icon name={publico.icon} />
            <h3>{publico.title}</h3>
            <ul className="check-list">
              {publico.points.map((point) => (
                <li key={point}>
                  <Icon name="check" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="actions">
        <a className="button button-primary" href={proposta}>
          Solicitar proposta por e-mail
        </a>
        <a className="button button-outline" href="#contato">
          Ver todos os contatos
        </a>
      </div>
    </Section>
  );
}
