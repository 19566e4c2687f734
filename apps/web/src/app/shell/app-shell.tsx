import { Outlet } from 'react-router';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import './shell.css';

export const AppShell = () => (
  <div className="shell">
    <a className="shell__skip-link" href="#main">
      Skip to main content
    </a>
    <Header />
    <main id="main" className="shell__main" tabIndex={-1}>
      <Outlet />
    </main>
    <Footer />
  </div>
);
