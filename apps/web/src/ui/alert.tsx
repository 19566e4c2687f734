import type { ReactNode } from 'react';
import './layout.css';

/** An error panel announced when it appears (role=alert); the title defaults to "Error" (spec 03). */
export const ErrorAlert = ({ title = 'Error', children }: { title?: string; children: ReactNode }) => (
  <div role="alert" className="alert">
    <p className="alert__title">{title}</p>
    <div>{children}</div>
  </div>
);
