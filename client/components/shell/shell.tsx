import type { ReactNode } from 'react';
import { LocalizedLink } from '../link';
import { Toaster } from '../toaster';

export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <header><LocalizedLink to="/">Home</LocalizedLink> <LocalizedLink to="/catalogue">Catalogue</LocalizedLink></header>
      {children}
      <Toaster />
    </>
  );
}
