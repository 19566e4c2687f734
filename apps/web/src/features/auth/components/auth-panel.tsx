import type { ReactNode } from 'react';
import { PageHeading } from '@/ui/page-heading.tsx';
import { usePageTitle } from './use-page-title.ts';
import '@/ui/layout.css';
import './auth-pages.css';

/**
 * One state of a password page: its heading is the tab's title too. A new title mounts a new heading,
 * which takes focus, so a screen reader announces each step (sent, expired, changed) as a new page.
 */
export const AuthPanel = ({ title, children }: { title: string; children: ReactNode }) => {
  usePageTitle(title);
  return (
    <section className="auth-page">
      <PageHeading key={title}>{title}</PageHeading>
      {children}
    </section>
  );
};
