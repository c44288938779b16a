import { siteConfig } from '../siteConfig';

/** The year is the build's: the site is static HTML, rebuilt on every release. */
export function SiteFooter() {
  const { company } = siteConfig;
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p>
          © {new Date().getFullYear()} {company.legalName} — CNPJ {company.cnpj}
        </p>
        <p>{company.address}</p>
        <ul className="footer-links">
          <li>
            <a href="/politicaprivacidade">Política de privacidade</a>
          </li>
          <li>
            <a href="/login">Área do parceiro</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
