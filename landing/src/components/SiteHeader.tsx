import { siteConfig } from '../siteConfig';
import { Logo } from './Logo';

const SECTIONS = [
  { id: 'recursos', label: 'Recursos' },
  { id: 'gerenciadorIntegracao', label: 'Integração' },
  { id: 'planos', label: 'Planos' },
  { id: 'contato', label: 'Contato' },
] as const;

/** On the landing itself the menu uses in-page anchors; other pages point back to them. */
export function SiteHeader({ onLanding }: { onLanding: boolean }) {
  const base = onLanding ? '' : '/';
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="brand" href={`${base}#inicio`}>
          <Logo />
          <span>{siteConfig.productName}</span>
        </a>
        <nav aria-label="Principal">
          <ul className="nav-list">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`${base}#${section.id}`}>{section.label}</a>
              </li>
            ))}
            <li>
              <a className="button button-small" href="/login">
                Área do parceiro
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
