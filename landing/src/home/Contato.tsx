import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { SUPPORT_HOURS } from '../constants';
import { siteConfig } from '../siteConfig';

export function Contato() {
  const { phones, whatsapp, emails } = siteConfig;
  return (
    <Section id="contato" title="Contato" intro="Fale com a gente para conhecer o aplicativo, pedir uma proposta ou tirar dúvidas.">
      <ul className="contact-grid">
        <li className="card">
          <Icon name="clock" />
          <h3>Horário de atendimento</h3>
          <p>{SUPPORT_HOURS}</p>
        </li>
        <li className="card">
          <Icon name="phone" />
          <h3>Telefones</h3>
          <ul className="plain-list">
            {phones.map((phone) => (
              <li key={phone.tel}>
                {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </li>
        <li className="card">
          <Icon name="chat" />
          <h3>WhatsApp</h3>
          <p>
            <a href={`https://wa.me/${whatsapp.number}`}>Conversar pelo WhatsApp: {whatsapp.display}</a>
          </p>
        </li>
        <li className="card">
          <Icon name="mail" />
          <h3>E-mails</h3>
          <ul className="plain-list">
            <li>
              Comercial: <a href={`mailto:${emails.comercial}`}>{emails.comercial}</a>
            </li>
            <li>
              Suporte: <a href={`mailto:${emails.suporte}`}>{emails.suporte}</a>
            </li>
          </ul>
        </li>
      </ul>
    </Section>
  );
}
