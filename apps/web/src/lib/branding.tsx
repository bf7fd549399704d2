import type { CompanyStyle } from '@mobilo/contract';
import { createContext, useContext, useState, type ReactNode } from 'react';

interface Branding {
  /** The signed-in company's style, or null before sign-in (the product's own look). */
  style: CompanyStyle | null;
  setStyle: (style: CompanyStyle | null) => void;
}

const BrandingContext = createContext<Branding | null>(null);

/** Holds the company style above the theme, so that entering the app can re-theme everything. */
export function BrandingProvider({ children }: { children: ReactNode }) {
  const [style, setStyle] = useState<CompanyStyle | null>(null);
  return <BrandingContext value={{ style, setStyle }}>{children}</BrandingContext>;
}

export function useBranding(): Branding {
  const branding = useContext(BrandingContext);
  if (!branding) throw new Error('useBranding needs a BrandingProvider');
  return branding;
}
