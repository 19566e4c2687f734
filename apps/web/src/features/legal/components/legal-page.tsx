import type { ReactNode } from 'react';
import { PageHeading } from '@/ui/page-heading.tsx';
import '../legal.css';

/** The frame of a legal page: its title, the company it speaks for, and numbered sections. */
export const LegalPage = ({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) => (
  <article className="legal-page">
    <PageHeading>{title}</PageHeading>
    <div className="legal-page__intro">{intro}</div>
    {children}
  </article>
);

export const LegalSection = ({ heading, children }: { heading: string; children: ReactNode }) => (
  <section className="legal-page__section">
    <h2>{heading}</h2>
    {children}
  </section>
);
