/**
 * Dados do site público que a especificação não fornece: nome do produto, empresa, contatos,
 * encarregado de dados (LGPD) e vídeo de apresentação.
 *
 * EXEMPLO: substitua — todos os valores deste arquivo são fictícios (domínios .example, telefones
 * (11) 4000-000x, CNPJ zerado). Troque-os pelos reais antes de publicar e rode o build de novo:
 * o site é gerado em HTML estático e só muda depois de um novo build.
 */
export const siteConfig = {
  /** EXEMPLO: substitua — nome comercial do aplicativo. */
  productName: 'Força de Vendas',
  /** EXEMPLO: substitua — endereço público do site (usado em textos e metadados). */
  siteUrl: 'https://forcadevendas.example',

  /** EXEMPLO: substitua — a empresa que oferece o serviço (controladora dos dados, LGPD art. 5º, VI). */
  company: {
    legalName: 'Empresa Exemplo Tecnologia Ltda.',
    cnpj: '00.000.000/0001-00',
    address: 'Av. Exemplo, 1000, sala 101 — Centro, São Paulo/SP, CEP 01000-000',
  },

  /** EXEMPLO: substitua — `tel` no formato internacional, só dígitos após o +. */
  phones: [
    { label: 'Comercial', display: '(11) 4000-0000', tel: '+551140000000' },
    { label: 'Suporte', display: '(11) 4000-0001', tel: '+551140000001' },
  ],
  /** EXEMPLO: substitua — `number` como o wa.me espera: país + DDD + número, só dígitos. */
  whatsapp: { display: '(11) 90000-0000', number: '5511900000000' },
  /** EXEMPLO: substitua — os dois e-mails de contato. */
  emails: {
    comercial: 'comercial@forcadevendas.example',
    suporte: 'suporte@forcadevendas.example',
  },

  /** EXEMPLO: substitua — encarregado pelo tratamento de dados pessoais (DPO, LGPD art. 41). */
  dpo: { name: 'Encarregado de Proteção de Dados (exemplo)', email: 'privacidade@forcadevendas.example' },

  /** EXEMPLO: substitua — id do vídeo de apresentação no YouTube (o trecho depois de "v="). */
  video: { youtubeId: 'M7lc1UVf-VE', title: 'Apresentação do aplicativo de força de vendas' },

  /** EXEMPLO: substitua — data da última revisão da política de privacidade. */
  privacyPolicyUpdatedAt: '1º de janeiro de 2025',
} as const;

export type SiteConfig = typeof siteConfig;
