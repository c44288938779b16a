import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'light' | 'muted';
  children: ReactNode;
}

/** A landing section: its anchor id, an h2 that names the region, an optional lead paragraph. */
export function Section({ id, title, intro, tone = 'light', children }: SectionProps) {
  return (
    <section id={id} className={`section section-${tone}`} aria-labelledby={`${id}-titulo`}>
      <div className="container">
        <h2 id={`${id}-titulo`}>{title}</h2>
        {intro && <p className="section-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
